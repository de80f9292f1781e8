use diff::*;
use kernel::u24_grid_stride_while;

fn main() {
    diff::main(|d| {
        for (n, grid, block) in [(1usize, 1usize, 32usize), (1000, 2, 64), (5000, 3, 128)] {
            launch!(d, threads(grid, block),
                    u24_grid_stride_while(x = buf(floats(n, 2413)), y = buf_mut(floats(n, 2414))));
        }
    });
}
