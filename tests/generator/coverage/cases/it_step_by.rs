use diff::*;
use kernel::it_step_by;

fn main() {
    diff::main(|d| {
        // Fewer threads than elements: each thread loops.
        for (n, grid, block) in [(1usize, 1usize, 32usize), (1000, 2, 64), (5000, 3, 128)] {
            launch!(d, threads(grid, block),
                    it_step_by(x = buf(floats(n, 1)), y = buf_mut(floats(n, 2))));
        }
    });
}
