//! S9 misuse: `(t as u8).wrapping_add(16) >> 5 == 0` is t % 256 in 0..15 or
//! 240..255: half of warps 0 and 7.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u8_wrapping_add_shr5(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if (t as u8).wrapping_add(16) >> 5 == 0 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
