//! block_reduce_warp_zero: per-warp shuffle sums, then warp 0 alone (`if t <
//! 32`) sums the warps' shared slots; thread 0 writes the block's sum. Blocks
//! of 32 to 1024 threads (1 to 32 warps), partial last blocks; the inputs
//! (multiples of 1/64) make every sum exact in any order.
use diff::*;
use kernel::block_reduce_warp_zero;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (100, 64), (1000, 128), (4097, 256), (3000, 1024)] {
            let blocks_n = n.div_ceil(block);
            launch!(
                d,
                blocks(blocks_n, block),
                block_reduce_warp_zero(
                    input = buf(floats(n, 17)),
                    partial = buf_mut(zeros(blocks_n))
                )
            );
        }
    });
}
