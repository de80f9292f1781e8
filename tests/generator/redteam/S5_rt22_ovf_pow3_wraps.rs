//! S5 misuse (red team 22): `g.wrapping_pow(3)` in u64: (2^22)^3 = 2^66 wraps to 0, as does thread 0. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_pow3_wraps(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let k = g.wrapping_pow(3) as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
