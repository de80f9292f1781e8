//! S5 twin (red team 21): `if let Some(r) = y.get_mut(i) { core::mem::replace(r, v) }`, the old value kept.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_mem_replace_on_get_mut_own_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        if let Some(r) = y.get_mut(i) {
            let old = core::mem::replace(r, v);
            *r += old;
        }
    }
}
// CHECK: kernel @rt21_mem_replace_on_get_mut_own_twin(
