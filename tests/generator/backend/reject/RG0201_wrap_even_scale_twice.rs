//! S5: each factor 2^31 alone keeps a 64-bit product injective on ids below
//! 2^32, both together do not: (g * 2^62) mod 2^64 is 0 for g = 0 and g = 4.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn even_scale_twice(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let j = g.wrapping_mul(1 << 31).wrapping_mul(1 << 31);
        if j < y.len() {
            y[j] = x[0];
        }
    }
}
// CHECK: error[RG0201]: write to `y[j]` may collide
