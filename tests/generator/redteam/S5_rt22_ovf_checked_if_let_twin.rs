//! S5 twin (red team 22): `if let Some(v) = g.checked_mul(1 << 56) { y[v] = .. }`: the value is read only in `Some` (exact product). Docs: translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_checked_if_let_twin(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        if let Some(v) = g.checked_mul(0x0100_0000_0000_0000u64) {
            let k = v as usize;
            if k < y.len() {
                y[k] = x[0];
            }
        }
    }
}
// CHECK: kernel @rt22_ovf_checked_if_let_twin(
