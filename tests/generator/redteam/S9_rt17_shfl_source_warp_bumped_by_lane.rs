//! S9 misuse: a source lane started at the warp id `r = t / 32` (uniform) and bumped in
//! lanes 0..3: `shfl(v, r)` is no longer a broadcast.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shfl_source_warp_bumped_by_lane(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut r = (t / 32) as u32;
        if lane_id() < 4 {
            r += 1;
        }
        let c = warp::shfl(v, r);
        if c > 0.0 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
