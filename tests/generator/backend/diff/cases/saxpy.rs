//! saxpy: one element per thread, sizes around the block of 256 and a block
//! of 96 (not a multiple of the warp).
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
                    a = val(1.5f32),
                    x = buf(floats(n, 1)),
                    y = buf_mut(floats(n, 2))
                )
            );
        }
    });
}
