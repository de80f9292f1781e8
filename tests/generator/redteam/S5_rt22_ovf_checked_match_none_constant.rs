//! S5 misuse (red team 22): `match g.checked_mul(1 << 56) { Some(v) => v, None => 0 }`: the `None` arm gives every overflowing thread index 0. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_checked_match_none_constant(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let v = match g.checked_mul(0x0100_0000_0000_0000u64) {
            Some(v) => v,
            None => 0,
        };
        let k = v as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
