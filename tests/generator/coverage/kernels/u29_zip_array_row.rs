//! Writing a thread's row of computed statistics by zipping the row's `iter_mut()` with an array of values
//! taken by value (`zip([mean, min, max, range])`, `IntoIterator` for `[f32; 4]`); rows of 4 via `chunks_mut`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u29_zip_array_row(x: &[f32], cols: usize, out: &mut [f32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if cols == 0 {
            return;
        }
        let (Some(row), Some(o)) = (x.chunks_exact(cols).nth(r), out.chunks_mut(4).nth(r)) else {
            return;
        };
        let lo = row.iter().copied().fold(f32::INFINITY, f32::min);
        let hi = row.iter().copied().fold(f32::NEG_INFINITY, f32::max);
        let mean = row.iter().sum::<f32>() / cols as f32;
        for (dst, v) in o.iter_mut().zip([mean, lo, hi, hi - lo]) {
            *dst = v;
        }
    }
}
