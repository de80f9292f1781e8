//! S9 misuse: `shfl_down(v, 1)` is the next lane's value (the last lane keeps its own): not
//! a broadcast, yet used as a condition.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shfl_down_condition(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let n = warp::shfl_down(v, 1);
        if n > 0.0 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
