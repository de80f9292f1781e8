//! S5 misuse (red team 22): `(g as u64).carrying_mul(1 << 56, 0).0`: the low half of the 128-bit product wraps, threads 0 and 256 write `y[0]`. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_carrying_mul_low_half(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (v, _) = g.carrying_mul(0x0100_0000_0000_0000u64, 0);
        let k = v as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
