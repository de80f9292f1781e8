//! precision_mix: blocks of whole warps (the per-warp write's obligation),
//! buffers shorter, equal and longer than the thread count.
use diff::*;
use kernel::precision_mix;

fn main() {
    diff::main(|d| {
        for (grid, block, n) in [(1usize, 32usize, 0u32), (2, 64, 3), (3, 96, 1), (4, 32, 2)] {
            let t = grid * block;
            launch!(
                d,
                blocks(grid, block),
                precision_mix(
                    rev = buf_mut(zeros(t)),
                    pairs = buf_mut(zeros(2 * t + 1)),
                    tg = buf_mut(zeros(t - 5)),
                    warps = buf_mut(zeros(t / 32 + 1)),
                    n = val(n)
                )
            );
        }
    });
}
