//! S5 twin (red team 28): i64 `(i as i64).overflowing_mul(1 << 56)` (wraps for i >= 128) with `if o { return; }`, written at `k as usize`. Docs: translates (exact where the flag is false).
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_i64_signed_tested_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (k, o) = (i as i64).overflowing_mul(1 << 56);
        if o { return; }
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: kernel @rt28_ovf_i64_signed_tested_twin(
