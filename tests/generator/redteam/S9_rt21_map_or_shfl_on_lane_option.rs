//! S9 misuse (red team 21): `lane_id().checked_sub(8).map_or(0.0, |d| shfl_xor(..))`: `None` in lanes 0..7.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_map_or_shfl_on_lane_option(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        let s = lane_id().checked_sub(8).map_or(0.0, |d| warp::shfl_xor(v + d as f32, 1));
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0211]:
