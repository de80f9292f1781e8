//! Twin of reject/RG0201_overflowing_mul_value_wraps: `checked_mul`'s value,
//! read only in its `Some`, is the exact product: tid * 2^56 for tid < 256,
//! distinct for distinct threads (larger ids get None and skip).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn checked_mul_value_guarded(y: &mut [f32]) {
        let t = thread_idx_x() as u64;
        if let Some(k) = t.checked_mul(0x0100_0000_0000_0000u64) {
            if (k as usize) < y.len() {
                y[k as usize] = 1.0;
            }
        }
    }
}
// CHECK: kernel @checked_mul_value_guarded(
