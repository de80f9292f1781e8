//! S5 misuse (red team 21): `core::mem::take(&mut y[i >> 1])`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_mem_take_half(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        if i / 2 < y.len() {
            let old = core::mem::take(&mut y[i >> 1]);
            let _ = old + v;
        }
    }
}
// CHECK: error[RG0201]:
