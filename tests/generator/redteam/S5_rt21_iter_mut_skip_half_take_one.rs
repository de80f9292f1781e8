//! S5 misuse (red team 21): `y.iter_mut().skip(i / 2).take(1)` written: threads 2k and 2k+1 get one element.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_iter_mut_skip_half_take_one(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        for r in y.iter_mut().skip(i / 2).take(1) {
            *r = v;
        }
    }
}
// CHECK: error[RG0{{101|203}}]:
