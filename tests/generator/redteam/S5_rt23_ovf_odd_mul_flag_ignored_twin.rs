//! S5 twin (red team 23): `i.overflowing_mul(0x9e37_79b9_7f4a_7c15).0` (an odd multiplier, flag ignored): a bijection mod 2^64 (docs: ignored with an odd multiplier is accepted). Docs: translates (the value is read only past the flag test), at opt-level 0 and 3.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_ovf_odd_mul_flag_ignored_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (k, _o) = i.overflowing_mul(0x9e37_79b9_7f4a_7c15);
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: kernel @rt23_ovf_odd_mul_flag_ignored_twin(
