use diff::*;
use kernel::u27_softmax_row;

fn main() {
    diff::main(|d| {
        for (rows, cols) in [(1usize, 1usize), (3, 100), (4, 300)] {
            launch!(d, blocks(rows, 128),
                    u27_softmax_row(x = buf(floats(rows * cols, 3)), y = buf_mut(zeros(rows * cols)), cols = val(cols)));
        }
    });
}
