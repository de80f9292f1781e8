//! S5 misuse (red team 22): `let (v, _) = g.overflowing_mul(1 << 56)` (u64), the flag ignored: threads 0 and 256 both write `y[0]`. Docs (analyses.md "Overflow-checked"): an `overflowing_*` value is the wrapped one, `mul.flagged` is wrapping: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_mul_flag_ignored(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (v, _) = g.overflowing_mul(0x0100_0000_0000_0000u64);
        let k = v as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
