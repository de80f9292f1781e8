//! S9 misuse: a warp id carried around a constant loop and replaced by the lane in round 1:
//! the shuffle under `r == 0` in round 2 is per lane (a loop-carried flow).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_id_reset_to_lane_in_loop(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut r = t / 32;
        for j in 0..3u32 {
            if r == 0 {
                v += warp::shfl_xor(v, 1);
            }
            if j == 1 {
                r = lane_id() as usize;
            }
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
