//! y = A x with one warp per row: lanes stride over the columns, `shfl_down` reduction, lane 0 writes.
#![no_std]
use rsgpu::warp::shfl_down;
use rsgpu::*;

rsgpu::kernel! {
    pub fn u27_matvec_warp(a: &[f32], x: &[f32], y: &mut [f32], cols: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let row = gid / WARP_SIZE as usize;
        let lane = lane_id() as usize;
        let mut s = 0.0f32;
        if row < y.len() {
            let mut c = lane;
            while c < cols {
                s += a[row * cols + c] * x[c];
                c += 32;
            }
        }
        let mut off = 16;
        while off > 0 {
            s += shfl_down(s, off);
            off >>= 1;
        }
        if lane_id() == 0 && row < y.len() {
            y[gid / WARP_SIZE as usize] = s;
        }
    }
}
