//! S9 misuse: a vote's flag cleared through a closure that captures it by `&mut`, called in
//! lane 0 only.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn vote_flag_cleared_by_closure(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut go = warp::any(v > 0.0);
        let mut clear = || go = false;
        if lane_id() == 0 {
            clear();
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
