//! `w as f32` of a u128 (branch cr25): a float conversion of a 128-bit
//! integer is not emitted (RG0301) until its rounding is checked against
//! rustc on host and device.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u128_to_float(a: &[u64], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() && i < a.len() {
            let w = (a[i] as u128) * (a[i] as u128);
            y[i] = w as f32;
        }
    }
}
// CHECK: error[RG0301]: cannot emit `uitofp` of a 128-bit integer yet
