//! S9: `(lane_id() < 16).then(|| shfl_down(v, 1))` — a shuffle for half the warp through core's `bool::then`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shfl_in_bool_then_closure(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = if i < x.len() { x[i] } else { 0.0 };
        let w = (lane_id() < 16).then(|| warp::shfl_down(v, 1)).unwrap_or(v);
        if i < y.len() {
            y[i] = w;
        }
    }
}
// CHECK: error[RG0211]:
