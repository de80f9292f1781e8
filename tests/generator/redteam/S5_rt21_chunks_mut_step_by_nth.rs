//! S5 misuse (red team 21): `y.chunks_mut(2).step_by(2).nth(i / 2)` written: chunks 0, 2, 4.. with the number halved.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_chunks_mut_step_by_nth(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        if let Some(c) = y.chunks_mut(2).step_by(2).nth(i / 2) {
            c[0] = v;
        }
    }
}
// CHECK: error[RG0{{101|203}}]:
