use diff::*;
use kernel::r29_step_rows_warp;

fn main() {
    diff::main(|d| {
        for (rows, cols, block) in [(1usize, 5usize, 32usize), (3, 70, 64), (5, 33, 128)] {
            let g = (rows * 32).div_ceil(block);
            launch!(d, blocks(g, block), r29_step_rows_warp(x = buf(from_fn(rows * cols, |i| hash(29, i) as u32 % 1000)), y = buf_mut(zeros(rows * cols)), z = buf_mut(zeros(rows * cols)), cols = val(cols), rows = val(rows)));
        }
    });
}
