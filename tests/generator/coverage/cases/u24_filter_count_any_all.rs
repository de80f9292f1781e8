use diff::*;
use kernel::u24_filter_count_any_all;

fn main() {
    diff::main(|d| {
        for (rows, width, block) in [(1usize, 3usize, 32usize), (100, 8, 64), (600, 5, 128)] {
            launch!(d, threads(rows.div_ceil(block), block),
                    u24_filter_count_any_all(m = buf(floats(rows * width, 2409)), width = val(width), limit = val(2.5f32),
                                             out = buf_mut(zeros(rows))));
        }
    });
}
