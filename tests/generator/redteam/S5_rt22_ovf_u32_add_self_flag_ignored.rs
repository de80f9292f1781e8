//! S5 misuse (red team 22): `(g as u32).overflowing_add(g as u32).0`: 2g mod 2^32, threads 0 and 2^31 write `y[0]`. Docs: RG0201 (2 * gid in u32).
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_u32_add_self_flag_ignored(x: &[f32], y: &mut [f32]) {
        let g = block_idx_x() * block_dim_x() + thread_idx_x();
        let (v, _) = g.overflowing_add(g);
        let k = v as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
