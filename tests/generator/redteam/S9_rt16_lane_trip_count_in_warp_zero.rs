//! S9 misuse: "loops inside it" are accepted, but this one's trip count is the
//! lane: inside `if t < 32`, `for _ in 0..lane_id() { shfl }`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn lane_trip_count_in_warp_zero(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t < 32 {
            for _ in 0..lane_id() {
                v += warp::shfl_xor(v, 1);
            }
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
