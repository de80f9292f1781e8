//! S5 misuse (red team 23): i32 `(j).overflowing_sub(-(j))` = 2j with j = i as i32 and the flag ignored, at `k as u32 as usize`: 2j wraps mod 2^32. Docs (analyses.md, since session 26 the same rule at opt-level 0): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_ovf_i32_neg_sub_flag_ignored(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let j = i as i32;
        let (k, _o) = j.overflowing_sub(-j);
        let k = k as u32;
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
