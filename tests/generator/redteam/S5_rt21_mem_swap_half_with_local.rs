//! S5 misuse (red team 21): `core::mem::swap(&mut y[i / 2], &mut local)`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_mem_swap_half_with_local(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        let mut local = v;
        if i / 2 < y.len() {
            core::mem::swap(&mut y[i / 2], &mut local);
        }
    }
}
// CHECK: error[RG0201]:
