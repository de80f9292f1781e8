//! S9 misuse: `32 < t`, the constant on the left: threads 33.., lane 0 of
//! warp 1 left out.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn const_on_left_32_lt_t(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if 32 < t {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
