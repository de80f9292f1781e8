//! S9 misuse: `t < (WARP_SIZE >> s)` with `s` a kernel parameter: for s = 1
//! the bound is 16, inside warp 0. Unlike `t < 32 * k` (accepted), a shift
//! right of 32 is not a multiple of 32.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn bound_warp_size_shr_param(x: &[f32], out: &mut [f32], s: u32) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t < (WARP_SIZE >> s) as usize {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
