//! S9 misuse: `t / 2 < 24` is `t < 48` (warp 1 splits), although `t / 2 < 32`
//! (`t < 64`) would be whole warps.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn div_2_below_24(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t / 2 < 24 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
