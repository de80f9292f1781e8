//! S5 misuse (red team 23): `let (k, _o) = i.overflowing_mul(1 << 56)` (u64) indexes `y[k]` with the flag ignored: threads i and i + 256 write the same element. Docs (analyses.md, since session 26 the same rule at opt-level 0): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_ovf_mul_flag_ignored(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (k, _o) = i.overflowing_mul(0x0100_0000_0000_0000);
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
