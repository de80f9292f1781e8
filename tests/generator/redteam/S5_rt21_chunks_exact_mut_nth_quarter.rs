//! S5 misuse (red team 21): `y.chunks_exact_mut(2).nth(i / 4)` written.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_chunks_exact_mut_nth_quarter(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        if let Some(c) = y.chunks_exact_mut(2).nth(i / 4) {
            c[1] = v;
        }
    }
}
// CHECK: error[RG0201]:
