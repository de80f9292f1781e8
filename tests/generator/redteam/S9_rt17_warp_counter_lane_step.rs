//! S9 misuse: a loop counter started at the warp id (accepted) but stepped by a lane amount
//! (`r += 1 + (lane_id() & 1)`): odd lanes run fewer rounds.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_counter_lane_step(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut r = t / 32;
        while r < 4 {
            v += warp::shfl_xor(v, 1);
            r += 1 + (lane_id() & 1) as usize;
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
