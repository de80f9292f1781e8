//! matmul_naive: one output per thread of a 2-D grid of 16x16, 8x8 or 16x4
//! blocks; n not a multiple of the block leaves idle threads. 2-D, so `blocks` mode.
use diff::*;
use kernel::matmul_naive;

fn main() {
    diff::main(|d| {
        for (n, bx, by) in [
            (1usize, 16usize, 16usize),
            (16, 16, 16),
            (33, 16, 16),
            (1, 8, 8),
            (17, 8, 8),
            (33, 16, 4),
        ] {
            launch!(
                d,
                blocks((n.div_ceil(bx), n.div_ceil(by)), (bx, by)),
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
