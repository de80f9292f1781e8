//! S9 misuse (red team 23): `(0..lane_id()).max_by_key(|k| shfl_xor(*k, 1))`. Docs (analyses.md, closures in core consumers): RG0211.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_shfl_in_max_by_key_lane_range(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let s = (0..lane_id()).max_by_key(|k| warp::shfl_xor(*k, 1)).unwrap_or(0) as f32;
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0211]:
