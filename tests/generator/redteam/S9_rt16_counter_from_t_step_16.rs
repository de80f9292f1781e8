//! S9 misuse: a loop counter started at `t`: `while s < 32 { shfl; s += 16 }`
//! runs twice in lanes 0..15 and once in lanes 16..31 of warp 0; the second
//! round's shuffle is reached by half the warp.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn counter_from_t_step_16(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut s = t;
        while s < 32 {
            v += warp::shfl_xor(v, 1);
            s += 16;
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
