//! S9 misuse: inside `if t < 32`, a constant loop that lane k leaves at round k
//! (`break`): later rounds' shuffles miss the lanes gone.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn break_by_lane_in_warp_zero(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t < 32 {
            let mut s = 16u32;
            while s > 0 {
                if lane_id() == s {
                    break;
                }
                v += warp::shfl_xor(v, s);
                s /= 2;
            }
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
