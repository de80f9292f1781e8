//! S9 misuse: `t < 16 * k` with k the counter of a constant loop (uniform, but
//! 16 * k is not a multiple of 32 for odd k).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn loop_counter_times_16(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        for k in 0..4usize {
            if t < 16 * k {
                v += warp::shfl_xor(v, 1);
            }
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
