//! vadd: a grid-stride loop over 3 blocks of 64 threads (192 threads), so
//! sizes below, at and above one pass, and a grid of 1 block.
use diff::*;
use kernel::vadd;

fn main() {
    diff::main(|d| {
        for (n, grid) in [(1usize, 3), (191, 3), (192, 3), (1000, 3), (1000, 1)] {
            launch!(
                d,
                threads(grid, 64),
                vadd(
                    a = buf(floats(n, 1)),
                    b = buf(floats(n, 2)),
                    c = buf_mut(floats(n, 3)),
                    n = val(n)
                )
            );
        }
    });
}
