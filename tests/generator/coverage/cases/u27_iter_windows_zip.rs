use diff::*;
use kernel::u27_iter_windows_zip;

fn main() {
    diff::main(|d| {
        for (rows, cols) in [(1usize, 1usize), (10, 9), (70, 16)] {
            launch!(d, threads(rows.div_ceil(32), 32),
                    u27_iter_windows_zip(x = buf(floats(rows * cols, 56)), w = buf(floats(cols, 57)), cols = val(cols), out = buf_mut(zeros(rows * 4))));
        }
    });
}
