//! S5: 2 * gid in u32 wraps: threads g and g + 2^31 write the same element.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn even_stride(x: &[f32], y: &mut [f32]) {
        let g = block_idx_x() * block_dim_x() + thread_idx_x();
        let j = g.wrapping_mul(2) as usize;
        if j < y.len() {
            y[j] = x[0];
        }
    }
}
// CHECK: error[RG0201]: write to `y[j]` may collide
