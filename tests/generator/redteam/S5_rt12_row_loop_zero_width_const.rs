//! S5 misuse: the plain row loop `for j in 0..4 { y[row * W + j] }` with `const W: usize = 0`: every thread writes y[0..4]. Expected RG0201.
#![no_std]
use rsgpu::*;

const W: usize = 0;

rsgpu::kernel! {
    pub fn rt12_row_loop_zero_width_const(y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if 4 <= y.len() {
            for j in 0..4 {
                y[gid * W + j] = j as f32;
            }
        }
    }
}
// CHECK: error[RG0201]:
