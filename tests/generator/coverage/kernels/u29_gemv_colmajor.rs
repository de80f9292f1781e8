//! gemv on a column-major matrix: thread r walks column by column (coalesced), a `const fn` index helper,
//! `mul_add`-free accumulation in f64, the result narrowed to f32 with `as`.
#![no_std]
use rsgpu::*;

const fn cm_index(r: usize, c: usize, rows: usize) -> usize {
    c * rows + r
}

rsgpu::kernel! {
    pub fn u29_gemv_colmajor(a: &[f32], x: &[f32], rows: usize, y: &mut [f32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r >= rows || r >= y.len() {
            return;
        }
        let mut acc = 0.0f64;
        for (c, &xv) in x.iter().enumerate() {
            if let Some(&av) = a.get(cm_index(r, c, rows)) {
                acc += av as f64 * xv as f64;
            }
        }
        y[r] = acc as f32;
    }
}
