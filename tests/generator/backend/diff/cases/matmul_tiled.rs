//! matmul_tiled: 16x16 tiles of A and B in shared memory, two barriers per tile.
use diff::*;
use kernel::matmul_tiled;

fn main() {
    diff::main(|d| {
        for n in [1usize, 16, 33, 37] {
            let g = n.div_ceil(16);
            launch!(
                d,
                blocks((g, g), (16, 16)),
                matmul_tiled(
                    a = buf(floats(n * n, 17)),
                    b = buf(floats(n * n, 18)),
                    c = buf_mut(zeros(n * n)),
                    n = val(n)
                )
            );
        }
    });
}
