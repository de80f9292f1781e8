//! S5 misuse (red team 28): u32 `j.carrying_mul(1 << 24, 0)` keeps the low word (j << 24 wraps: j and j + 256 collide), the high word ignored. Docs (analyses.md: carrying_mul's result is thread-dependent): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_carrying_mul_high_ignored(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let j = i as u32;
        let (k, _hi) = j.carrying_mul(1 << 24, 0);
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
