//! S5 misuse (red team 21): `y.chunks_mut(4).skip(i / 2).next()` written: an adapter over `chunks_mut`, the chunk number halved.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_chunks_mut_skip_next(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        if let Some(c) = y.chunks_mut(4).skip(i / 2).next() {
            c[0] = v;
        }
    }
}
// CHECK: error[RG0{{101|203}}]:
