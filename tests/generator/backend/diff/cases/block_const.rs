//! block_const: `block_idx_x() * 128 + thread_idx_x()`, valid for blocks of
//! at most 128 threads; blocks of 100 leave slots 100..128 of each 128 unwritten.
use diff::*;
use kernel::block_const;

fn main() {
    diff::main(|d| {
        for (n, block) in [
            (1usize, 128),
            (128, 128),
            (1000, 128),
            (1000, 100),
            (300, 1),
        ] {
            launch!(
                d,
                threads(n.div_ceil(128), block),
                block_const(
                    x = buf(from_fn(n, |i| hash(9, i) as u32 >> 1)),
                    y = buf_mut(zeros(n))
                )
            );
        }
    });
}
