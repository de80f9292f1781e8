use diff::*;
use kernel::u24_labeled_loops;

fn main() {
    diff::main(|d| {
        for (rows, width, block) in [(1usize, 4usize, 32usize), (100, 8, 64), (500, 12, 128)] {
            launch!(d, threads(rows.div_ceil(block), block),
                    u24_labeled_loops(m = buf(i32s(rows * width, 2403, 6)), width = val(width), target = val(3i32),
                                      out = buf_mut(zeros(rows))));
        }
    });
}
