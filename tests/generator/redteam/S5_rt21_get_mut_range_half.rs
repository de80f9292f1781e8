//! S5 misuse (red team 21): `y.get_mut(i / 2..i / 2 + 1)` written through `?`-free `if let`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_get_mut_range_half(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        if let Some(s) = y.get_mut(i / 2..i / 2 + 1) {
            s[0] = v;
        }
    }
}
// CHECK: error[RG0201]:
