//! S5 misuse (red team 21): `if let Some(r) = y.get_mut(i / 2) { *r = core::mem::replace(&mut local, *r) }`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_get_mut_half_replace_local(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        let mut local = v;
        if let Some(r) = y.get_mut(i / 2) {
            *r = core::mem::replace(&mut local, *r);
        }
    }
}
// CHECK: error[RG0201]:
