//! S5 misuse: the row loop over a `Range` value whose public `end` field is raised before the loop, `let mut r = 0..W; r.end += 1; for j in r { y[row * W + j] = .. }`: the last item is W, the next row's element 0 ("Range::next never changes end" holds, but the end is not W any more). Expected RG0201.
#![no_std]
use rsgpu::*;

const W: usize = 8;

rsgpu::kernel! {
    pub fn row_loop_range_end_bumped(y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 2) * W <= y.len() {
            let mut r = 0..W;
            r.end += 1;
            for j in r {
                y[row * W + j] = 1.0;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[
