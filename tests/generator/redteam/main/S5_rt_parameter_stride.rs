//! S5: `y[i * s]` with a stride parameter that may be 0.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn parameter_stride(y: &mut [f32], s: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let j = i * s; // s == 0: every thread writes y[0]
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y[j]` may collide
