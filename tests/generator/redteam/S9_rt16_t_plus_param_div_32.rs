//! S9 misuse: `(t + m) / 32 == 1` with `m` a parameter (docs: `(t + 16) / 32 ==
//! 1` is RG0211; m = 16 is that).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn t_plus_param_div_32(x: &[f32], out: &mut [f32], m: usize) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if (t + m) / 32 == 1 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
