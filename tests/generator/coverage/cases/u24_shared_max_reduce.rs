use diff::*;
use kernel::u24_shared_max_reduce;

fn main() {
    diff::main(|d| {
        for (n, grid) in [(1usize, 1usize), (1000, 2), (5000, 3)] {
            launch!(d, blocks(grid, 256),
                    u24_shared_max_reduce(x = buf(floats(n, 2438)), block_max = buf_mut(zeros(grid))));
        }
    });
}
