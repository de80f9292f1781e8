//! S5 misuse (red team 22): `((g as u128).wrapping_mul(1 << 100)) as usize`: the low 64 bits of g * 2^100 are 0 for every thread. Docs: truncation with dbits > w: RG0201 (or RG0301 for a core call of u128, documented as not translated; not RG0201 = another code).
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_u128_mul_truncated(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u128;
        let k = (g * 3 * (1u128 << 100)) as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
