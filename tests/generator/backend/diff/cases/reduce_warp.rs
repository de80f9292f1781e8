//! reduce_warp: shuffle-down warp sums, lane 0 adds them to one float atomic.
//! The atomic's order differs between runs, so the inputs make every partial
//! sum exact (multiples of 1/64 below 2^16 fit f32's 24-bit significand):
//! any order gives the same bits.
use diff::*;
use kernel::reduce_warp;
use rsgpu::Atomic;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (31, 64), (100, 64), (1000, 128), (4096, 256), (4097, 256)] {
            launch!(
                d,
                blocks(n.div_ceil(block), block),
                reduce_warp(
                    input = buf(floats(n, 13)),
                    total = one(Atomic::<f32>::new(0.5))
                )
            );
        }
    });
}
