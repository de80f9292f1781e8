//! S9 misuse: a u32 shift that wraps: `thread_idx_x() << 27` keeps the lane in
//! the top bits; `< 1 << 31` is lanes 0..15 of every warp.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u32_shl_wraps_to_lane(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if thread_idx_x().wrapping_shl(27) < (1u32 << 31) {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
