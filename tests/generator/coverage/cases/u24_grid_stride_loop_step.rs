use diff::*;
use kernel::u24_grid_stride_loop_step;

fn main() {
    diff::main(|d| {
        for (n, grid, block) in [(1usize, 1usize, 32usize), (1000, 3, 64), (4099, 4, 256)] {
            launch!(d, threads(grid, block),
                    u24_grid_stride_loop_step(a = buf(u32s(n, 2415)), lo = buf_mut(zeros(n)), hi = buf_mut(zeros(n))));
        }
    });
}
