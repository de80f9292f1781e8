//! S5 misuse (red team 21): `y.chunks_mut(4).nth(i / 2)` then `c.get_mut(0)` written.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_chunks_mut_nth_then_get_mut(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        if let Some(c) = y.chunks_mut(4).nth(i / 2) {
            if let Some(r) = c.get_mut(0) {
                *r = v;
            }
        }
    }
}
// CHECK: error[RG0201]:
