//! `filter(..).count()`, `any`, `all` over a row.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_filter_count_any_all(m: &[f32], width: usize, limit: f32, out: &mut [u32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r < out.len() {
            let row = &m[r * width..(r + 1) * width];
            let above = row.iter().filter(|&&v| v > limit).count() as u32;
            let any_neg = row.iter().any(|v| *v < 0.0) as u32;
            let all_small = row.iter().all(|&v| v.abs() < 15.0) as u32;
            out[r] = above | any_neg << 16 | all_small << 17;
        }
    }
}
