//! S5 twin (red team 22): `g.overflowing_sub(c).0` with `c` a parameter, flag ignored: subtracting an invariant is a bijection mod 2^64. Docs: translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_sub_param_flag_ignored_twin(x: &[f32], y: &mut [f32], c: u64) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (v, _) = g.overflowing_sub(c);
        let k = v as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: kernel @rt22_ovf_sub_param_flag_ignored_twin(
