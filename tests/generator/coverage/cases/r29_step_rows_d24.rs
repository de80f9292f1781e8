use diff::*;
use kernel::r29_step_rows_d24;

fn main() {
    diff::main(|d| {
        for (rows, cols, block) in [(1usize, 30usize, 32usize), (4, 50, 64), (7, 24, 96)] {
            let g = (rows * 24).div_ceil(block);
            launch!(d, blocks(g, block), r29_step_rows_d24(y = buf_mut(zeros(rows * cols)), cols = val(cols), rows = val(rows)));
        }
    });
}
