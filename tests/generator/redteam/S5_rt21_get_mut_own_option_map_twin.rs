//! S5 twin (red team 21): `y.get_mut(i).map(|r| *r = v)`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_get_mut_own_option_map_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        let _ = y.get_mut(i).map(|r| *r = v);
    }
}
// CHECK: kernel @rt21_get_mut_own_option_map_twin(
