//! S5 misuse (red team 22): `g.checked_mul(1 << 56).unwrap_or(0)`: every thread whose product overflows (g >= 256) writes `y[0]`, as does thread 0. Docs: `checked_add(..).unwrap_or(0)` is not exact (analyses.md): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_checked_unwrap_or_zero(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let v = g.checked_mul(0x0100_0000_0000_0000u64).unwrap_or(0);
        let k = v as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
