//! matmul_naive: one output per thread of a 2-D grid of 16x16 blocks; n not a
//! multiple of 16 leaves idle threads. 2-D, so `blocks` mode.
use diff::*;
use kernel::matmul_naive;

fn main() {
    diff::main(|d| {
        for n in [1usize, 16, 33] {
            let g = n.div_ceil(16);
            launch!(
                d,
                blocks((g, g), (16, 16)),
                matmul_naive(
                    a = buf(floats(n * n, 15)),
                    b = buf(floats(n * n, 16)),
                    c = buf_mut(zeros(n * n)),
                    n = val(n)
                )
            );
        }
    });
}
