//! S5 twin (red team 21): `core::mem::swap(&mut y[i], &mut local)`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_mem_swap_own_with_local_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        let mut local = v;
        if i < y.len() {
            core::mem::swap(&mut y[i], &mut local);
            y[i] += local;
        }
    }
}
// CHECK: kernel @rt21_mem_swap_own_with_local_twin(
