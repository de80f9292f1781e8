//! S9 misuse: `(t / 32..t / 16).fold(..)` with a shuffle in the closure: the range's length
//! `t / 16 - t / 32` differs between the two halves of a warp.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn fold_warp_to_half_warp_range(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        v = (t / 32..t / 16).fold(v, |a, _| a + warp::shfl_xor(a, 1));
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]:
