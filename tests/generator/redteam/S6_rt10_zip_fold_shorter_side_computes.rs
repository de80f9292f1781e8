//! Run case (twin): `x.iter().zip(w.iter()).fold(..)` and `(0..n).zip(x.iter()).fold(..)` stop at the shorter side (rust-core.md's zip and fold, O3's inlined `Zip` reads its sides by index under the shorter length): with x of 10 elements and w of 3 every thread gets x[0]w[0] + x[1]w[1] + x[2]w[2] and the sum of x[0..min(n, 10)] for n = 4 and n = 25; with every emulator check on, nothing may be read past w or x.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn zip_fold_shorter_side(x: &[f32], w: &[f32], n: usize, y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let d = x.iter().zip(w.iter()).fold(0.0f32, |a, (p, q)| a + *p * *q);
        let e = (0..n).zip(x.iter()).fold(0.0f32, |a, (k, v)| a + (k as f32) * *v);
        if 2 * i + 1 < y.len() {
            y[2 * i] = d;
            y[2 * i + 1] = e;
        }
    }
}
