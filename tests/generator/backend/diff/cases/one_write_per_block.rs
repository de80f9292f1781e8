//! one_write_per_block: thread 0 of each block stores the block's first
//! element at partial[block]; other slots keep their initial values.
use diff::*;
use kernel::one_write_per_block;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (64, 64), (300, 64), (1000, 64), (1000, 96)] {
            let grid = n.div_ceil(block);
            launch!(
                d,
                threads(grid, block),
                one_write_per_block(
                    x = buf(floats(n, 28)),
                    partial = buf_mut(floats(grid + 3, 29))
                )
            );
        }
    });
}
