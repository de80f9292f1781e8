//! S9 misuse: `shfl(v, lane_id() ^ 1)` (each lane gets its partner's value) used as the
//! condition of a later shuffle.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shfl_partner_condition(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let p = warp::shfl(v, lane_id() ^ 1);
        if p > 0.0 {
            v += warp::shfl_xor(v, 4);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
