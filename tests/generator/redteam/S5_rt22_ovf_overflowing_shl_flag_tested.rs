//! S5 misuse (red team 22): `let (v, o) = g.overflowing_shl(40); if o { return; }`: the flag of `overflowing_shl` says the shift amount was too large (never, 40 < 64), not that bits were lost: `v` wraps and threads 0 and 2^24 write `y[0]`. Docs: RG0201 (dbits + k > w).
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_overflowing_shl_flag_tested(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (v, o) = g.overflowing_shl(40);
        if o {
            return;
        }
        let k = v as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
