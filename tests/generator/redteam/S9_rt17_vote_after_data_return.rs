//! S9 misuse: threads with negative data return before an `any` (the vote is then taken by
//! part of the warp).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn vote_after_data_return(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if v < 0.0 {
            return;
        }
        if warp::any(v > 1.0) {
            v += 1.0;
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `any()` is reached only by the threads for which
