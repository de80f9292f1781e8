//! S5 misuse (red team 28): u32 `j.carrying_mul_add(1 << 24, 0, 0)` keeps the low word, high ignored. Docs (core's carrying_mul_add at O3 is a call whose result is thread-dependent): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_carrying_mul_add_ignored(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let j = i as u32;
        let (k, _hi) = j.carrying_mul_add(1 << 24, 0, 0);
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
