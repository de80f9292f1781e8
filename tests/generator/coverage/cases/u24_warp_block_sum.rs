use diff::*;
use kernel::u24_warp_block_sum;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (1000, 128), (3000, 256)] {
            let grid = n.div_ceil(block);
            launch!(d, blocks(grid, block),
                    u24_warp_block_sum(x = buf(i32s(n, 2440, 10000)), out = buf_mut(zeros(grid))));
        }
    });
}
