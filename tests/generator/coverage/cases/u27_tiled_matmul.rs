use diff::*;
use kernel::u27_tiled_matmul;

fn main() {
    diff::main(|d| {
        for n in [1usize, 16, 37] {
            let g = n.div_ceil(16);
            launch!(d, blocks((g, g), (16, 16)),
                    u27_tiled_matmul(a = buf(floats(n * n, 1)), b = buf(floats(n * n, 2)),
                                     c = buf_mut(zeros(n * n)), n = val(n)));
        }
    });
}
