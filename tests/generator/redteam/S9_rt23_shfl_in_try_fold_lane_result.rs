//! S9 misuse (red team 23): `(0..n).try_fold(v, |a, k| if k == lane_id() { None } else { Some(shfl_xor(a, 1)) })`. Docs (analyses.md, closures in core consumers): RG0211.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_shfl_in_try_fold_lane_result(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let s = (0..n).try_fold(x[0], |a, k| if k == lane_id() { None } else { Some(warp::shfl_xor(a, 1)) }).unwrap_or(0.0);
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0211]:
