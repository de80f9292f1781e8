use diff::*;
use kernel::u29_iter_extremes;

fn main() {
    diff::main(|d| {
        for (rows, cols, block) in [(1usize, 1usize, 32usize), (40, 7, 32), (200, 16, 64)] {
            launch!(d, threads(rows.div_ceil(block), block),
                    u29_iter_extremes(x = buf(floats(rows * cols, 2943)), cols = val(cols), pad = val(3.5f32),
                                      out = buf_mut(zeros(rows * 4))));
        }
    });
}
