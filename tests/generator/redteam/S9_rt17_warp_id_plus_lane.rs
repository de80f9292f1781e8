//! S9 misuse: `r = t / 32` then `r = r + lane_id()`: the "warp id" rebuilt per lane;
//! `r == 1` is lane 1 of warp 0 and lane 0 of warp 1.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_id_plus_lane(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut r = t / 32;
        r = r + lane_id() as usize;
        if r == 1 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
