//! S9: a shuffle executed by half of the warp.
#![no_std]
use rsgpu::warp::*;
use rsgpu::*;

rsgpu::kernel! {
    pub fn divergent_shuffle(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut v = if i < x.len() { x[i] } else { 0.0 };
        if lane_id() < 16 {
            v = shfl_down(v, 1);
        }
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_down()` is reached only by the threads for which `(lane_id() < 16)` decides so
// CHECK: = note: a collective needs every lane of the warp (S9)
