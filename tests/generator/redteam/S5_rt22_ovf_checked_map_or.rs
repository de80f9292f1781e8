//! S5 misuse (red team 22): `g.checked_add(c).map_or(0, |v| v)` with `c` a parameter near `u64::MAX`: the overflowing threads all write `y[0]`. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_checked_map_or(x: &[f32], y: &mut [f32], c: u64) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let v = g.checked_add(c).map_or(0, |v| v);
        let k = v as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
