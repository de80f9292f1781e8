//! Near miss of accept/overflowing_mul_flag_as_u8_eq_zero: `o as u8 == 1`
//! writes exactly where the product wrapped (threads 256 and 512 both
//! write `y[0]`).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn overflowing_mul_flag_as_u8_eq_one(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (k, o) = g.overflowing_mul(0x0100_0000_0000_0000u64);
        if o as u8 == 1 {
            if (k as usize) < y.len() {
                y[k as usize] = x[0];
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[k as usize]` may collide
