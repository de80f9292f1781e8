//! S9 misuse: the warp id of `t % 48`: `(t % 48) / 32 == 0` is t in 0..31 and
//! 48..79, splitting warps 1 and 2.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn t_mod_48_warp_id(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let u = t % 48;
        if u / 32 == 0 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
