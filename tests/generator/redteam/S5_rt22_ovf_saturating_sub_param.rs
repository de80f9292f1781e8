//! S5 misuse (red team 22): `g.saturating_sub(c)`: threads 0..=c all write `y[0]`. Docs: not in the injective closure: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_saturating_sub_param(x: &[f32], y: &mut [f32], c: u64) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let k = g.saturating_sub(c) as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
