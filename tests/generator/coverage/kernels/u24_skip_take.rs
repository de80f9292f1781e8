//! A moving window sum with `skip(i).take(k)` and `sum()`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u24_skip_take(x: &[i32], k: usize, out: &mut [i32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            out[i] = x.iter().skip(i).take(k).sum();
        }
    }
}
