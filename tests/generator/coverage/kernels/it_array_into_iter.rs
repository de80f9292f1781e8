//! Warp sum with the shuffle offsets written as an array literal.
#![no_std]
use rsgpu::*;

use rsgpu::warp::shfl_down;

rsgpu::kernel! {
    pub fn it_array_into_iter(x: &[u32], sums: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut v = if i < x.len() { x[i] } else { 0 };
        for offset in [16, 8, 4, 2, 1] {
            v += shfl_down(v, offset);
        }
        if lane_id() == 0 {
            let w = i / 32;
            if w < sums.len() {
                sums[w] = v;
            }
        }
    }
}
