use diff::*;
use kernel::u27_warp_row_softmax;

fn main() {
    diff::main(|d| {
        for (rows, cols) in [(1usize, 1usize), (3, 40), (9, 100)] {
            launch!(d, blocks((rows * 32).div_ceil(128), 128),
                    u27_warp_row_softmax(x = buf(floats(rows * cols, 75)), y = buf_mut(zeros(rows * cols)), rows = val(rows), cols = val(cols)));
        }
    });
}
