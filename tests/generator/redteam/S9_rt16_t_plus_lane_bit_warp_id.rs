//! S9 misuse: the "thread id" bumped by a lane bit: `u = t + (lane & 16)`; `u /
//! 32 == 0` is lanes 0..15 of warp 0 only.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn t_plus_lane_bit_warp_id(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let u = t + (lane_id() as usize & 16);
        if u / 32 == 0 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
