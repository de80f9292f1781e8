//! Warp reduction with shuffles; lane 0 adds the warp's sum atomically.
#![no_std]
use rsgpu::atomic::Ordering;
use rsgpu::*;

rsgpu::kernel! {
    pub fn reduce_warp(input: &[f32], total: &Atomic<f32>) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut v = if i < input.len() { input[i] } else { 0.0 };
        let mut offset = 16;
        while offset > 0 {
            v += warp::shfl_down(v, offset);
            offset /= 2;
        }
        if lane_id() == 0 {
            total.fetch_add(v, Ordering::Relaxed);
        }
    }
}
