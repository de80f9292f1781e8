//! S5 twin (red team 28): `let a = [o, false]; if a[0] { return; }` then `y[k]`. Docs: arrays are not cells the flow names: translate would need it (a false positive if refused).
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_flag_in_array_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (k, o) = i.overflowing_mul(0x0100_0000_0000_0000);
        let a = [o, false];
        if a[0] { return; }
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: kernel @rt28_ovf_flag_in_array_twin(
