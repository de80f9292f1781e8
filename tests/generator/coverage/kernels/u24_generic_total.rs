//! A generic slice reduction `T: Copy + Default + AddAssign + Mul<Output = T>` at two types.
#![no_std]
use core::ops::{AddAssign, Mul};
use rsgpu::*;

fn dot<T: Copy + Default + AddAssign + Mul<Output = T>>(a: &[T], b: &[T]) -> T {
    let mut acc = T::default();
    for k in 0..a.len().min(b.len()) {
        acc += a[k] * b[k];
    }
    acc
}

rsgpu::kernel! {
    pub fn u24_generic_total(fa: &[f32], fb: &[f32], ia: &[i64], ib: &[i64], width: usize, fout: &mut [f32], iout: &mut [i64]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r < fout.len() && r < iout.len() {
            let s = r * width..(r + 1) * width;
            fout[r] = dot(&fa[s.clone()], &fb[s.clone()]);
            iout[r] = dot(&ia[s.clone()], &ib[s]);
        }
    }
}
