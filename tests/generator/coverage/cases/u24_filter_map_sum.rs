use diff::*;
use kernel::u24_filter_map_sum;

fn main() {
    diff::main(|d| {
        for (rows, width, block) in [(1usize, 3usize, 32usize), (100, 7, 64), (500, 16, 128)] {
            launch!(d, threads(rows.div_ceil(block), block),
                    u24_filter_map_sum(m = buf(from_fn(rows * width, |i| (hash(2451, i) % 200) as u32)), width = val(width),
                                       floor = val(40u32), out = buf_mut(zeros(rows))));
        }
    });
}
