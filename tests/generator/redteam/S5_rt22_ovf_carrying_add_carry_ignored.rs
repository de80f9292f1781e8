//! S5 misuse (red team 22): `let (v, _) = (g as u32).carrying_add(g as u32, false)`: 2g mod 2^32, threads 0 and 2^31 write `y[0]`. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_carrying_add_carry_ignored(x: &[f32], y: &mut [f32]) {
        let g = block_idx_x() * block_dim_x() + thread_idx_x();
        let (v, _) = g.carrying_add(g, false);
        let k = v as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
