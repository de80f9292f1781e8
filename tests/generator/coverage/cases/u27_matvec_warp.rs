use diff::*;
use kernel::u27_matvec_warp;

fn main() {
    diff::main(|d| {
        for (rows, cols) in [(1usize, 1usize), (4, 32), (10, 77)] {
            launch!(d, blocks((rows * 32).div_ceil(64), 64),
                    u27_matvec_warp(a = buf(floats(rows * cols, 76)), x = buf(floats(cols, 77)), y = buf_mut(zeros(rows)), cols = val(cols)));
        }
    });
}
