//! `is_empty()` on slices: a kernel's read-only and `&mut` parameters and a
//! subslice that is empty for the last rows.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn place_is_empty(x: &[f32], row_len: usize, out: &mut [f32]) {
        if x.is_empty() || out.is_empty() {
            return;
        }
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let start = (i * row_len).min(x.len());
            let end = (start + row_len).min(x.len());
            let row = &x[start..end];
            out[i] = if row.is_empty() { -1.0 } else { row[0] + row.len() as f32 };
        }
    }
}
