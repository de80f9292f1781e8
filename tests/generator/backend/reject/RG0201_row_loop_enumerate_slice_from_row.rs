//! Near miss of accept/row_loop_forms.rs (row_loop_enumerate): the slice
//! starts at `row`, not `row * W`: `x[row..row * W + W]` has 7 * row + 8
//! elements, so the count passes 8 for row >= 1 and `y[row * W + j]`
//! reaches the next rows. The slice's length is a constant only when its
//! end is its own start plus a constant. RG0201.
#![no_std]
use rsgpu::*;

const W: usize = 8;

rsgpu::kernel! {
    pub fn row_loop_enumerate_slice_from_row(x: &[f32], y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 1) * W <= y.len() && (row + 1) * W <= x.len() {
            for (j, v) in x[row..row * W + W].iter().enumerate() {
                y[row * W + j] = *v;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[((row * 8) + j)]` may collide
