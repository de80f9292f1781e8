//! S9 misuse: `t < 32 * k` with `k` a kernel parameter copied into a local and
//! bumped in lane 0: for k = 1, lane 0 of warp 1 (t = 32 < 64) joins warp 0.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn param_bumped_in_lane_zero(x: &[f32], out: &mut [f32], k: usize) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut kk = k;
        if lane_id() == 0 {
            kk += 1;
        }
        if t < 32 * kk {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
