//! S9 misuse (red team 23): `(lane_id() % 2 == 0).then_some(x[0]).map_or_else(|| shfl_xor(x[1], 1), |v| v)`: the default closure on odd lanes only. Docs (analyses.md, closures in core consumers): RG0211.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_shfl_in_map_or_else_default_lane(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let s = (lane_id() % 2 == 0).then_some(x[0]).map_or_else(|| warp::shfl_xor(x[1], 1), |v| v);
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0211]:
