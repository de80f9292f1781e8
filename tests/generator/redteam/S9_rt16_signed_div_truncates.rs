//! S9 misuse: signed division truncates toward zero: `(t as i32 - 32) / 32 ==
//! 0` is threads 1..63 (t = 0 gives -1), so warp 0 loses lane 0. A model of
//! `/ 32` as the warp id (floor) would call it warp 0..1 whole.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn signed_div_truncates(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if (t as i32 - 32) / 32 == 0 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
