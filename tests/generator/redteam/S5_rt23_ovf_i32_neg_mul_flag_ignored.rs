//! S5 misuse (red team 23): i32 with a negative operand: `(i as i32).overflowing_mul(-(1 << 24))` (-16777216), flag ignored, written at `k as u32 as usize`: i and i + 256 collide. Docs (analyses.md, since session 26 the same rule at opt-level 0): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_ovf_i32_neg_mul_flag_ignored(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (k, _o) = (i as i32).overflowing_mul(-16777216);
        let k = k as u32;
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
