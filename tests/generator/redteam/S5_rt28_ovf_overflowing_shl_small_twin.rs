//! S5 twin (red team 28): `i.overflowing_shl(2)` with `!o` (i < 2^32, so i << 2 is exact in u64). Docs (`x << k` injective when dbits + k <= w): translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_overflowing_shl_small_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (k, o) = i.overflowing_shl(2);
        if !o {
            if (k as usize) < y.len() { y[k as usize] = x[0]; }
        }
    }
}
// CHECK: kernel @rt28_ovf_overflowing_shl_small_twin(
