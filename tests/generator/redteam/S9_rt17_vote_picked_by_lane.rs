//! S9 misuse: two votes of the whole warp (both uniform), one picked per lane:
//! `go = if lane_id() < 16 { all(p) } else { any(p) }` differs between the halves.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn vote_picked_by_lane(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let a = warp::all(v > 0.0);
        let o = warp::any(v > 0.0);
        let go = if lane_id() < 16 { a } else { o };
        if go {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
