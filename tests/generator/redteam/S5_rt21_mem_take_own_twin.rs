//! S5 twin (red team 21): `core::mem::take(&mut y[i])`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_mem_take_own_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            let old = core::mem::take(&mut y[i]);
            y[i] = old * 2.0;
        }
    }
}
// CHECK: kernel @rt21_mem_take_own_twin(
