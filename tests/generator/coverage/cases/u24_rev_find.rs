use diff::*;
use kernel::u24_rev_find;

fn main() {
    diff::main(|d| {
        for (rows, width, block) in [(1usize, 3usize, 32usize), (90, 6, 64), (500, 4, 128)] {
            launch!(d, threads(rows.div_ceil(block), block),
                    u24_rev_find(m = buf(from_fn(rows * width, |i| (hash(2411, i) % 64) as u32)), width = val(width),
                                 out = buf_mut(zeros(rows))));
        }
    });
}
