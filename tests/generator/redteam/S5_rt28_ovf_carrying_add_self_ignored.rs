//! S5 misuse (red team 28): u32 `j.carrying_add(j, false)` (2j mod 2^32: j and j + 2^31 collide), the carry ignored, written at `k as usize`. Docs (analyses.md: carrying_add's result is thread-dependent; flags guard only when tested): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_carrying_add_self_ignored(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let j = i as u32;
        let (k, _c) = j.carrying_add(j, false);
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
