//! S9 misuse (red team 18): a chain `low_lane() -> lane() < 16`, `lane() -> lane_id()`; a shuffle under `low_lane()`.
#![no_std]
use rsgpu::*;

fn lane() -> u32 {
    lane_id()
}
fn low_lane() -> bool {
    lane() < 16
}

rsgpu::kernel! {
    pub fn helper_chain_lane(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut v = if i < x.len() { x[i] } else { 0.0 };
        if low_lane() {
            v += warp::shfl_xor(v, 1);
        }
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective
