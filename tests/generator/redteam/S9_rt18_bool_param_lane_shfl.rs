//! S9 misuse (red team 18): the identity `pass(b: bool)` handed `lane_id() < 16` guards `shfl_xor`.
#![no_std]
use rsgpu::*;

fn pass(b: bool) -> bool {
    b
}

rsgpu::kernel! {
    pub fn bool_param_lane_shfl(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut v = if i < x.len() { x[i] } else { 0.0 };
        if pass(lane_id() < 16) {
            v += warp::shfl_xor(v, 1);
        }
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective
