use diff::*;
use kernel::r29_step_rows_block;

fn main() {
    diff::main(|d| {
        for (rows, cols, block) in [(1usize, 1usize, 64usize), (3, 100, 64), (2, 300, 64), (4, 129, 32)] {
            launch!(d, blocks(rows, block), r29_step_rows_block(x = buf(from_fn(rows * cols, |i| hash(29, i) as u32)), y = buf_mut(zeros(rows * cols)), z = buf_mut(zeros(rows * cols)), cols = val(cols)));
        }
    });
}
