//! S9 misuse: a `match` on `t / 16` (docs: `t / 16 == 2` is RG0211): the arm
//! `2` is threads 32..47, half of warp 1.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn div_by_half_warp_match(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        match t / 16 {
            0 | 1 => v *= 2.0,
            2 => v += warp::shfl_xor(v, 1),
            _ => {}
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
