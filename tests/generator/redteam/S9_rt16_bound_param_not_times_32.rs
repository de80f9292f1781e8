//! S9 misuse: `t < n` with `n` a kernel parameter: n = 40 splits warp 1.
//! Only `t < 32 * k` is a warp boundary for every parameter value.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn bound_param_not_times_32(x: &[f32], out: &mut [f32], n: usize) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t < n {
            v += warp::shfl_down(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_down()` is reached only by the threads for which
