//! S9 misuse: a block-uniform offset that is not a multiple of 32: `t + 16 *
//! block_idx_x() < 32` is `t < 16` in block 1.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn block_offset_16(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t + 16 * (block_idx_x() as usize) < 32 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
