use diff::*;
use kernel::u27_layernorm_block_stride;

fn main() {
    diff::main(|d| {
        for (rows, cols) in [(1usize, 1usize), (2, 64), (5, 150)] {
            launch!(d, blocks(rows, 64),
                    u27_layernorm_block_stride(x = buf(floats(rows * cols, 87)), y = buf_mut(zeros(rows * cols)),
                                               cols = val(cols), eps = val(1e-5f32)));
        }
    });
}
