//! Near miss of accept/overflowing_mul_flag_as_u8_eq_zero: `!(o as u8)` is
//! the bitwise not of 0 or 1 (255 or 254), never 0: the test passes for
//! every thread, the wrapped ones included.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn overflowing_mul_flag_as_u8_bitnot(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (k, o) = g.overflowing_mul(0x0100_0000_0000_0000u64);
        if !(o as u8) != 0 {
            if (k as usize) < y.len() {
                y[k as usize] = x[0];
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[k as usize]` may collide
