//! S9 misuse: the uniform `if t < 32` nested inside a per-thread data branch
//! (`if v > 0.0`): the inner condition is uniform, the outer is not.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_zero_inside_data_branch(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if v > 0.0 {
            if t < 32 {
                v += warp::shfl_xor(v, 1);
            }
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
