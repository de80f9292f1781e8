//! The flag widened and compared (`o as u8 == 0`): a widened bool is 0 or
//! 1, so the write runs only where the product is exact (ir/OverflowFlags
//! .cpp). Near misses reject/RG0201_overflowing_mul_flag_as_u8_eq_one,
//! `_as_u8_bitnot`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn overflowing_mul_flag_as_u8_eq_zero(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (k, o) = g.overflowing_mul(0x0100_0000_0000_0000u64);
        if o as u8 == 0 {
            if (k as usize) < y.len() {
                y[k as usize] = x[0];
            }
        }
    }
}
// CHECK: kernel @overflowing_mul_flag_as_u8_eq_zero(
