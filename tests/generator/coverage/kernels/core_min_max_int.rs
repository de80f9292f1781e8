#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// u32::min/max and core::cmp::{min, max}.
    pub fn core_min_max_int(a: &[u32], b: &[u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            out[i] = core::cmp::max(a[i].min(b[i]), 1000) + core::cmp::min(a[i], b[i] / 2) % 10;
        }
    }
}
