//! S9 misuse (red team 18): a shuffle in a loop of `rounds(lane_id())` rounds (`rounds(l) = l % 3`).
#![no_std]
use rsgpu::*;

fn rounds(l: u32) -> u32 {
    l % 3
}

rsgpu::kernel! {
    pub fn loop_bound_lane_helper(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut v = if i < x.len() { x[i] } else { 0.0 };
        for _ in 0..rounds(lane_id()) {
            v += warp::shfl_xor(v, 1);
        }
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective
