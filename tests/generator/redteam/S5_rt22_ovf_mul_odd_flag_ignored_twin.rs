//! S5 twin (red team 22): `let (v, _) = g.overflowing_mul(3)`: the flag ignored, but multiplying by an odd constant is a bijection mod 2^64. Docs (injective functions closed under multiplication by 2^k * odd when dbits + k <= w): translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_mul_odd_flag_ignored_twin(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (v, _) = g.overflowing_mul(3);
        let k = v as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: kernel @rt22_ovf_mul_odd_flag_ignored_twin(
