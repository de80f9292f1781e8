//! S5 misuse (red team 23): `match i.overflowing_mul(1 << 56) { (k, true) => y[k] = .., _ => {} }`. Docs (analyses.md, since session 26 the same rule at opt-level 0): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_ovf_mul_flag_match_true_arm(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        match i.overflowing_mul(0x0100_0000_0000_0000) {
            (k, true) => {
                if (k as usize) < y.len() { y[k as usize] = x[0]; }
            }
            _ => {}
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
