//! Near miss of redteam/S9_rt21_range_map_shfl_sum_twin (`(0..n).map(|k|
//! shfl_xor(v + k, 1)).sum()`, `n` a parameter: the map's range decides the
//! count): the range's end per lane, `(0..lane_id() % 4)`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn range_map_shfl_sum_lane_count(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        let s: f32 = (0..lane_id() % 4 + n).map(|k| warp::shfl_xor(v + k as f32, 1)).sum();
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0211]:
