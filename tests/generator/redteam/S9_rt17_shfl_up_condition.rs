//! S9 misuse: `shfl_up(v, 16)`: lanes 16..31 get lanes 0..15's values, lanes 0..15 keep
//! their own; used as a condition.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shfl_up_condition(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let n = warp::shfl_up(v, 16);
        if n > 0.0 {
            v = warp::shfl(v, 0);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl()` is reached only by the threads for which
