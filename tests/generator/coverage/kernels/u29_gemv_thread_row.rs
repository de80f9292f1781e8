//! gemv y = alpha * A x + beta * y, one thread per row: the row as a subslice, `zip` + `fold`, `core::cmp::min`.
#![no_std]
use core::cmp::min;
use rsgpu::*;

rsgpu::kernel! {
    pub fn u29_gemv_thread_row(a: &[f32], x: &[f32], cols: usize, alpha: f32, beta: f32, y: &mut [f32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r < y.len() {
            let start = min(r * cols, a.len());
            let end = min(start + cols, a.len());
            let row = &a[start..end];
            let dot = row.iter().zip(x.iter()).fold(0.0f32, |acc, (av, xv)| acc + av * xv);
            y[r] = alpha * dot + beta * y[r];
        }
    }
}
