//! S9 misuse (red team 21): `for v in x.iter().filter(|v| **v > l)` with `l` the lane id, `shfl_xor` in the body.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_for_loop_over_lane_filter_shfl(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        let l = lane_id() as f32;
        let mut s = v;
        for w in x.iter().filter(|w| **w > l) {
            s = warp::shfl_xor(s + *w, 1);
        }
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0211]:
