//! S9 misuse (red team 21): `x.iter().filter(|v| **v > l)` with `l` the lane id, then `shfl_xor` in `map`, summed.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_filter_lane_then_map_shfl_sum(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        let l = lane_id() as f32;
        let s: f32 = x.iter().filter(|w| **w > l).map(|w| warp::shfl_xor(*w + v, 1)).sum();
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0211]:
