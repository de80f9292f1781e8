//! reduce_shared: tree reduction in shared memory with a barrier per level
//! (blocks of 256: its index is block_idx_x() * 256 + t). `blocks` mode runs
//! the reference with real barriers. The summation order is the same on both
//! sides, so the sums compare bit for bit.
use diff::*;
use kernel::reduce_shared;

fn main() {
    diff::main(|d| {
        for n in [1usize, 255, 256, 300, 1000, 3000, 5000] {
            let blocks = n.div_ceil(256);
            launch!(
                d,
                blocks(blocks, 256),
                reduce_shared(input = buf(floats(n, 11)), partial = buf_mut(zeros(blocks)))
            );
        }
    });
}
