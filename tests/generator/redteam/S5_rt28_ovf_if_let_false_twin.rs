//! S5 twin (red team 28): `if let (k, false) = i.overflowing_mul(..) { y[k] = .. }`. Docs: translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_if_let_false_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        if let (k, false) = i.overflowing_mul(0x0100_0000_0000_0000) {
            if (k as usize) < y.len() { y[k as usize] = x[0]; }
        }
    }
}
// CHECK: kernel @rt28_ovf_if_let_false_twin(
