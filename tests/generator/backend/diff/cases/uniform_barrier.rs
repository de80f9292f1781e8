//! uniform_barrier: barriers under uniform conditions, writes at 3g+1 and
//! 2g+off (threads past the end skip them).
use diff::*;
use kernel::uniform_barrier;

fn main() {
    diff::main(|d| {
        for (n, grid, steps, off) in [(1usize, 1, 0, 0), (500, 2, 3, 5), (1000, 4, 1, 1)] {
            launch!(
                d,
                blocks(grid, 128),
                uniform_barrier(
                    x = buf(floats(n, 21)),
                    y = buf_mut(zeros(n)),
                    z = buf_mut(floats(n, 22)),
                    steps = val(steps as u32),
                    off = val(off as usize)
                )
            );
        }
    });
}
