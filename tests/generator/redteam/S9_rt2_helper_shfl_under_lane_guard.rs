//! S9: a helper holding the warp reduction (`warp_sum`, shuffles in a
//! loop) called only by the lanes below 16.
#![no_std]
use rsgpu::*;
fn warp_sum(mut v: f32) -> f32 {
    let mut off = 16;
    while off > 0 {
        v += warp::shfl_down(v, off);
        off /= 2;
    }
    v
}
rsgpu::kernel! {
    pub fn helper_shfl_under_lane_guard(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut v = if i < x.len() { x[i] } else { 0.0 };
        if lane_id() < 16 {
            v = warp_sum(v);
        }
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0211]:
