//! saxpy: one element per thread, sizes around the block of 256 and a block
//! of 96 (not a multiple of the warp). `a = 1.1` makes `a * x` inexact, so a
//! contracted `fma(a, x, y)` (one rounding) differs from Rust's two roundings
//! in many elements: on the GPU this case fails unless the generated code is
//! compiled without FMA contraction (docs/float-semantics.md).
use diff::*;
use kernel::saxpy;

fn main() {
    diff::main(|d| {
        for (n, block) in [
            (1usize, 256),
            (100, 256),
            (256, 256),
            (1000, 256),
            (4097, 256),
            (1000, 96),
        ] {
            launch!(
                d,
                threads(n.div_ceil(block), block),
                saxpy(
                    a = val(1.1f32),
                    x = buf(floats(n, 1)),
                    y = buf_mut(floats(n, 2))
                )
            );
        }
    });
}
