//! S9: `gid / 32 == 0` with the global id (docs: `gid < 32` stays RG0211).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gid_warp_zero(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let gid = block_idx_x() as usize * block_dim_x() as usize + t;
        let mut v = if gid < x.len() { x[gid] } else { 0.0 };
        if gid / 32 == 0 {
            v += warp::shfl_xor(v, 1);
        }
        if gid < out.len() {
            out[gid] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
