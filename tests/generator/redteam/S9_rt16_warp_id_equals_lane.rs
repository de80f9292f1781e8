//! S9 misuse: `t / 32 == t % 32` compares the warp id with the lane: one lane
//! per warp.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_id_equals_lane(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t / 32 == t % 32 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
