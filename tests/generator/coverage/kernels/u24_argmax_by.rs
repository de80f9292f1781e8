//! Arg-max and arg-min of a row: `enumerate().max_by(..)` with `total_cmp`, `min_by_key`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_argmax_by(m: &[f32], width: usize, out: &mut [u32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r < out.len() {
            let row = &m[r * width..(r + 1) * width];
            let hi = row.iter().enumerate().max_by(|a, b| a.1.total_cmp(b.1)).map(|(j, _)| j).unwrap_or(0);
            let lo = row
                .iter()
                .enumerate()
                .min_by_key(|&(_, v)| (v * 64.0) as i32)
                .map(|(j, _)| j)
                .unwrap_or(0);
            out[r] = (hi * 256 + lo) as u32;
        }
    }
}
