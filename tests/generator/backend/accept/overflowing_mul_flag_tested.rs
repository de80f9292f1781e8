//! Twin of reject/RG0201_overflowing_mul_flag_tested_after_write:
//! `overflowing_mul`'s value used only where its flag says no overflow
//! happened is the exact product (opt-level 3, where rustc inlines it into
//! `MulWithOverflow` and a test of the flag; at opt-level 0 the call to
//! core's `overflowing_mul` is not followed).
// OPT-LEVELS: 3
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn overflowing_mul_flag_tested(y: &mut [f32]) {
        let t = thread_idx_x() as u64;
        let (k, o) = t.overflowing_mul(0x0100_0000_0000_0000u64);
        if !o && (k as usize) < y.len() {
            y[k as usize] = 2.0;
        }
    }
}
// CHECK: kernel @overflowing_mul_flag_tested(
