//! S9 misuse: `core::mem::swap(&mut w, &mut l)` of the warp id and the lane: `w` holds the
//! lane afterwards.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn mem_swap_warp_and_lane(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut w = t / 32;
        let mut l = lane_id() as usize;
        core::mem::swap(&mut w, &mut l);
        let _ = l;
        if w < 8 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
