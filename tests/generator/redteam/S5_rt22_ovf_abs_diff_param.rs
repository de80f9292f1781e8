//! S5 misuse (red team 22): `g.abs_diff(c)`: threads c - 1 and c + 1 both write `y[1]`. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_abs_diff_param(x: &[f32], y: &mut [f32], c: u64) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let k = g.abs_diff(c) as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
