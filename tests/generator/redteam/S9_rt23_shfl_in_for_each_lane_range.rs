//! S9 misuse (red team 23): `(0..lane_id()).for_each(|_| v = shfl_xor(v, 1))`. Docs (analyses.md, closures in core consumers): RG0211.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_shfl_in_for_each_lane_range(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let mut v = x[0];
        (0..lane_id()).for_each(|_| {
            v = warp::shfl_xor(v, 1);
        });
        let s = v;
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0211]:
