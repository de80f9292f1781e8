//! S5 misuse (red team 21): `y.rchunks_mut(4).nth(i / 2)` written.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_rchunks_mut_nth_half(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        if let Some(c) = y.rchunks_mut(4).nth(i / 2) {
            c[0] = v;
        }
    }
}
// CHECK: error[RG0201]:
