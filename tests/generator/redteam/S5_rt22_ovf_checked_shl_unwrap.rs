//! S5 misuse (red team 22): `g.checked_shl(40).unwrap()`: `checked_shl` checks only the shift amount (40 < 64), never the bits shifted out, so it never panics and threads 0 and 2^24 both write `y[0]`. A `checked_*` that is not an overflow check. Docs: `x << k` is injective only while dbits + k <= w (32 + 40 > 64): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_checked_shl_unwrap(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let v = g.checked_shl(40).unwrap();
        let k = v as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
