//! S9 misuse: `Some(t / 32)` in lanes 0..15, `None` in the others: `if let Some(w) = o` is
//! half a warp although the payload is the warp id.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn option_warp_some_by_lane(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let o = if lane_id() < 16 { Some(t / 32) } else { None };
        if let Some(w) = o {
            v += warp::shfl_xor(v, 1) + w as f32;
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
