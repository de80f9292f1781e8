//! Near miss of redteam/S9_rt21_range_map_shfl_sum_twin: the map over
//! `0..n` (`n` a parameter) is advanced by `next()` in lanes 0..2 only
//! before `sum()`, so the shuffle closure runs once less there.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn range_map_advanced_per_lane_then_sum(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        let mut it = (0..n).map(|k| warp::shfl_xor(v + k as f32, 1));
        let mut s = 0.0f32;
        if lane_id() < 3 {
            s = it.next().unwrap_or(0.0);
        }
        s += it.sum::<f32>();
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0211]:
