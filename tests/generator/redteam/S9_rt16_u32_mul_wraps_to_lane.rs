//! S9 misuse: `thread_idx_x().wrapping_mul(0x1000_0000) < 0x8000_0000`: the
//! product wraps, leaving `t % 16 < 8`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u32_mul_wraps_to_lane(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if thread_idx_x().wrapping_mul(0x1000_0000) < 0x8000_0000 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
