//! S9 misuse: a `match` on the warp id whose arm `1` has a lane guard (`1 if lane_id() <
//! 8`): warp 1 splits.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn match_warp_lane_guard(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        match t / 32 {
            0 => v += warp::shfl_xor(v, 1),
            1 if lane_id() < 8 => v += warp::shfl_xor(v, 2),
            _ => {}
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]:
