//! Accepted (branch row28): a warp collective under `gid / 32 < rows`, gid
//! the global id. Every kernel that reaches a collective launches whole
//! warps, and this condition adds 1-D blocks: block_dim_x is a multiple of
//! 32, so gid / 32 = block_idx_x * (block_dim_x / 32) + thread_idx_x / 32
//! is the same in every lane of a warp (ThreadWarps.cpp). Rustc's O3 copies
//! `if valid { .. } v = warp_sum(v)` into both arms of the branch, where
//! each copy is reached by whole warps. Near misses:
//! reject/RG0211_gid_half_warp_rows, reject/RG0211_gid_plus_one_warp_rows.
#![no_std]
use rsgpu::warp::*;
use rsgpu::*;

fn warp_sum(mut v: f32) -> f32 {
    for m in [16, 8, 4, 2, 1] {
        v += shfl_xor(v, m);
    }
    v
}

rsgpu::kernel! {
    pub fn warp_gid_rows(x: &[f32], y: &mut [f32], rows: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let row = gid / 32;
        let valid = row < rows;
        let mut v = 0.0f32;
        if valid && gid < x.len() {
            v = x[gid];
        }
        let v = warp_sum(v);
        if valid && gid < y.len() {
            y[gid] = v;
        }
    }
}

rsgpu::kernel! {
    pub fn warp_gid_rows_shift(y: &mut [f32], rows: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut v = gid as f32;
        if gid >> 5 < rows {
            v = shfl_xor(v, 1);
        }
        if gid < y.len() {
            y[gid] = v;
        }
    }
}
// CHECK: kernel @warp_gid_rows(
// CHECK: kernel @warp_gid_rows_shift(
