//! S5 twin (red team 22): `let (v, _) = g.overflowing_mul(1 << 32)` in u64: wraps in general, but dbits 32 + 32 <= 64 keeps the gid's bits. Docs: translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_mul_2pow32_flag_ignored_twin(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (v, _) = g.overflowing_mul(0x1_0000_0000u64);
        let k = v as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: kernel @rt22_ovf_mul_2pow32_flag_ignored_twin(
