//! S5 misuse (red team 21): `let mut o = y.get_mut(i / 2); if let Some(r) = o.take() { *r = v }`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_option_take_of_get_mut_half(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        let mut o = y.get_mut(i / 2);
        if let Some(r) = o.take() {
            *r = v;
        }
    }
}
// CHECK: error[RG0201]:
