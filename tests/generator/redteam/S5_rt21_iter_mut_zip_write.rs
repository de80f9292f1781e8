//! S5 misuse (red team 21): `for (r, w) in y.iter_mut().zip(x.iter()) { *r = *w }` by every thread.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_iter_mut_zip_write(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for (r, w) in y.iter_mut().zip(x.iter()) {
            *r = *w;
        }
    }
}
// CHECK: error[RG0{{101|203}}]:
