use diff::*;
use kernel::u24_copied_min_max;

fn main() {
    diff::main(|d| {
        for (rows, width, block) in [(2usize, 1usize, 32usize), (100, 6, 64), (500, 13, 128)] {
            launch!(d, threads(rows.div_ceil(block), block),
                    u24_copied_min_max(m = buf(from_fn(rows * width, |i| (hash(2450, i) % 60000) as u16)), width = val(width),
                                       out = buf_mut(zeros(rows))));
        }
    });
}
