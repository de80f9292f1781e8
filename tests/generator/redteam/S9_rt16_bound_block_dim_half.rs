//! S9 misuse: `t < block_dim_x() / 2`: with 1-D blocks of whole warps
//! (96 threads, 3 warps) the bound is 48, inside warp 1.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn bound_block_dim_half(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t < block_dim_x() as usize / 2 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
