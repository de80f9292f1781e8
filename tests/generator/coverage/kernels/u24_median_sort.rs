//! Median of 5 neighbours: copy into a local array, `sort_unstable_by(total_cmp)`, take the middle.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_median_sort(x: &[f32], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() && i + 5 <= x.len() {
            let mut w = [0.0f32; 5];
            w.copy_from_slice(&x[i..i + 5]);
            w.sort_unstable_by(|a, b| a.total_cmp(b));
            out[i] = w[2];
        }
    }
}
