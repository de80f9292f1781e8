//! S5 twin (red team 28): u32 `j.carrying_mul(1 << 24, 0)`, written only where the high word is 0 (`if hi == 0`): the low word is then the exact product. Docs: the high word is not a flag the analyses name; translate expected only if followed (a false positive otherwise).
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_carrying_mul_high_zero_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let j = i as u32;
        let (k, hi) = j.carrying_mul(1 << 24, 0);
        if hi == 0 {
            if (k as usize) < y.len() { y[k as usize] = x[0]; }
        }
    }
}
// CHECK: kernel @rt28_ovf_carrying_mul_high_zero_twin(
