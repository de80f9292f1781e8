//! Twin: matrix-vector product, thread i folds its row `&m[i * n..i * n + n]`
//! zipped with `v` (a `for` loop over the zip). Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn matvec_row_zip_twin(m: &[f32], v: &[f32], n: usize, y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() && (i + 1) * n <= m.len() {
            let row = &m[i * n..i * n + n];
            let mut acc = 0.0f32;
            for (a, b) in row.iter().zip(v.iter()) {
                acc += a * b;
            }
            y[i] = acc;
        }
    }
}
// CHECK: kernel @matvec_row_zip_twin(
