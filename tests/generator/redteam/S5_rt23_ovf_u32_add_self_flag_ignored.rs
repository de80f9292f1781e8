//! S5 misuse (red team 23): u32 `let (k, _) = j.overflowing_add(j)` (j the u32 global id): 2j wraps, j and j + 2^31 collide. Docs (analyses.md, since session 26 the same rule at opt-level 0): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_ovf_u32_add_self_flag_ignored(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let j = i as u32;
        let (k, _o) = j.overflowing_add(j);
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
