//! S9 misuse (red team 21): `(0..lane_id()).for_each(|_| sync_warp())`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_sync_warp_in_for_each_over_lane_range(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        (0..lane_id()).for_each(|_| warp::sync_warp());
        let s = 1.0;
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0211]:
