//! S5 misuse (red team 22): signed `(g as i64).overflowing_mul(1 << 56).0 as usize`: wraps like u64. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_i64_mul_flag_ignored(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as i64;
        let (v, _) = g.overflowing_mul(0x0100_0000_0000_0000i64);
        let k = v as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
