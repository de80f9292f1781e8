//! S9 misuse: a flag set under `t < 32` (whole warp 0, accepted) and then
//! cleared in lanes 0..3 before the collective.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn flag_cleared_by_lane(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut go = false;
        if t < 32 {
            go = true;
        }
        if lane_id() < 4 {
            go = false;
        }
        if go {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
