//! Per-row statistics with iterator adapters: `iter().copied().min()`, `max_by(|a, b| a.total_cmp(b))`,
//! `chain` of the row and a pad value, `enumerate().filter(..)` index sums, `rev().enumerate()` weights.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u29_iter_extremes(x: &[f32], cols: usize, pad: f32, out: &mut [f32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if cols == 0 || r * 4 + 3 >= out.len() {
            return;
        }
        let Some(row) = x.chunks_exact(cols).nth(r) else { return; };
        let lo = row.iter().copied().map(|v| v as i32).min().unwrap_or(0) as f32;
        let hi = row.iter().chain(core::iter::once(&pad)).copied().max_by(|a, b| a.total_cmp(b)).unwrap_or(pad);
        let even_pos: f32 = row.iter().enumerate().filter(|(j, v)| j % 2 == 0 && **v > 0.0).map(|(_, v)| *v).sum();
        let tail: f32 = row.iter().rev().enumerate().map(|(k, v)| v / (k as f32 + 1.0)).sum();
        out[r * 4] = lo;
        out[r * 4 + 1] = hi;
        out[r * 4 + 2] = even_pos;
        out[r * 4 + 3] = tail;
    }
}
