use diff::*;
use kernel::u27_layernorm_row;

fn main() {
    diff::main(|d| {
        for (rows, cols) in [(1usize, 1usize), (2, 64), (5, 150)] {
            launch!(d, blocks(rows, 64),
                    u27_layernorm_row(x = buf(floats(rows * cols, 4)), gamma = buf(floats(cols, 5)),
                                      beta = buf(floats(cols, 6)), y = buf_mut(zeros(rows * cols)),
                                      cols = val(cols), eps = val(1e-5f32)));
        }
    });
}
