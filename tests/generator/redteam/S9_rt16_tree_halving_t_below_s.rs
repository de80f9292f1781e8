//! S9 misuse: the shared-memory tree habit carried to shuffles: `while s > 0 {
//! if t < s { shfl_down(v, s) } s /= 2 }` from s = 32: the first round is warp 0
//! whole, every later one (t < 16, 8, ..) splits it.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_halving_t_below_s(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut s = 32usize;
        while s > 0 {
            if t < s {
                v += warp::shfl_down(v, s as u32);
            }
            s /= 2;
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_down()` is reached only by the threads for which
