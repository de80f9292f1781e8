//! S9: `let mut it = 0..5; if lane_id() < 16 { it.next(); } for _ in it { v += shfl_xor(v, 1); }`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn range_next_under_lane_branch_then_shfl_loop(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut v = if i < x.len() { x[i] } else { 0.0 };
        let mut it = 0..5u32;
        if lane_id() < 16 {
            it.next();
        }
        for _ in it {
            v += warp::shfl_xor(v, 1);
        }
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0211]:
