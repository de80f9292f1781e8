//! S9 misuse: `lane_id() < 16 && any(p)`: the `&&` short-circuits, so the `any` itself is
//! reached by lanes 0..15 only (no `if` around it).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn any_after_lane_short_circuit(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if lane_id() < 16 && warp::any(v > 0.0) {
            v += 1.0;
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `any()` is reached only by the threads for which
