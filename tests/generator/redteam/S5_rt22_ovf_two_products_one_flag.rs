//! S5 misuse (red team 22): `let (a, oa) = g.overflowing_mul(1 << 28); let (b, _) = a.overflowing_mul(1 << 28); if oa { return; }`: the first flag is tested, the second product wraps (g * 2^56). Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_two_products_one_flag(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (a, oa) = g.overflowing_mul(0x1000_0000u64);
        let (b, _) = a.overflowing_mul(0x1000_0000u64);
        if oa {
            return;
        }
        let k = b as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
