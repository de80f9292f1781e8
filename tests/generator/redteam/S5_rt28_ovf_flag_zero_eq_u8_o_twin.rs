//! S5 twin (red team 28): `if 0 == (o as u8) { y[k] = .. }` (the constant on the left). Docs: translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_flag_zero_eq_u8_o_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (k, o) = i.overflowing_mul(0x0100_0000_0000_0000);
        if 0 == (o as u8) {
            if (k as usize) < y.len() { y[k as usize] = x[0]; }
        }
    }
}
// CHECK: kernel @rt28_ovf_flag_zero_eq_u8_o_twin(
