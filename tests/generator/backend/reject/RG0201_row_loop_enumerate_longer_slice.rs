//! Near miss of accept/row_loop_forms.rs (row_loop_enumerate): the
//! enumerated input slice has W + 1 = 9 elements, `x[row * W..row * W + W +
//! 1]`, so the count reaches 8 and `y[row * W + j]` writes element 0 of row
//! `row + 1`. RG0201.
#![no_std]
use rsgpu::*;

const W: usize = 8;

rsgpu::kernel! {
    pub fn row_loop_enumerate_longer_slice(x: &[f32], y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 2) * W <= y.len() && (row + 2) * W <= x.len() {
            for (j, v) in x[row * W..row * W + W + 1].iter().enumerate() {
                y[row * W + j] = *v;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[((row * 8) + j)]` may collide
