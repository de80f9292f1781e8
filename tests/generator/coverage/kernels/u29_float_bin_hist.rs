//! Float histogram: bin = `((v - lo) * inv_width) as usize` (saturating: negatives and NaN go to 0), `.min(nb - 1)`,
//! out-of-range values (and NaN, `is_nan`) also counted apart; global atomic bins.
#![no_std]
use core::sync::atomic::Ordering::Relaxed;
use rsgpu::*;

rsgpu::kernel! {
    pub fn u29_float_bin_hist(x: &[f32], lo: f32, hi: f32, bins: &[Atomic<u32>], outside: &Atomic<u32>) {
        let nb = bins.len();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if nb == 0 || i >= x.len() {
            return;
        }
        let v = x[i];
        if v < lo || v >= hi || v.is_nan() {
            outside.fetch_add(1, Relaxed);
        }
        let inv_width = nb as f32 / (hi - lo);
        let b = (((v - lo) * inv_width) as usize).min(nb - 1);
        bins[b].fetch_add(1, Relaxed);
    }
}
