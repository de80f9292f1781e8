use diff::*;
use kernel::u27_self_methods;

fn main() {
    diff::main(|d| {
        for (rows, cols) in [(1usize, 0usize), (2, 1), (50, 13)] {
            launch!(d, threads(rows.div_ceil(32), 32),
                    u27_self_methods(x = buf(floats(rows * cols, 74)), cols = val(cols), out = buf_mut(zeros(rows * 4))));
        }
    });
}
