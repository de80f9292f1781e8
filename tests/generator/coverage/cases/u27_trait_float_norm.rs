use diff::*;
use kernel::u27_trait_float_norm;

fn main() {
    diff::main(|d| {
        for (rows, cols) in [(1usize, 0usize), (1, 5), (50, 7)] {
            launch!(d, threads(rows.div_ceil(32), 32),
                    u27_trait_float_norm(a = buf(floats(rows * cols, 44)), b = buf(floats(rows * cols, 45).into_iter().map(|v| v as f64 * 1.5).collect()),
                                         cols = val(cols), na = buf_mut(zeros(rows)), nb = buf_mut(zeros(rows)), ra = buf_mut(zeros(rows))));
        }
    });
}
