//! S9 misuse: a value picked under a vote (uniform branch) but lane-dependent in one arm:
//! `c = if any(p) { t / 32 } else { lane_id() }`; `c == 0` splits the warps
//! whose vote fails.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn vote_selects_lane_value(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let c = if warp::any(v > 0.0) { t / 32 } else { lane_id() as usize };
        if c == 0 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
