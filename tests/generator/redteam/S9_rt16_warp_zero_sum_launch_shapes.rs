//! S9 run case: the accepted warp-0 stage (`if t < 32 { shfl_xor .. }`) and
//! its launch obligation (kernels.md: 1-D blocks of whole warps). The driver
//! launches 2 blocks of 128 threads (1-D: every lane of warp 0 of each block
//! must hold the warp's sum, the others their own value), then 32 x 4 blocks
//! (`thread_idx_x() < 32` is every thread), 48 x 2 blocks (a warp holds
//! threads of two rows: warp 1 is row 0's 32..47, out, and row 1's 0..15, in)
//! and 48-thread blocks (not whole warps): each must be refused with
//! InvalidLaunchConfig.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_zero_sum_launch_shapes(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * block_dim_x() as usize + t;
        let mut v = if i < x.len() { x[i] } else { 0.0 };
        if t < 32 {
            v += warp::shfl_xor(v, 16);
            v += warp::shfl_xor(v, 8);
            v += warp::shfl_xor(v, 4);
            v += warp::shfl_xor(v, 2);
            v += warp::shfl_xor(v, 1);
        }
        if i < out.len() {
            out[i] = v;
        }
    }
}
