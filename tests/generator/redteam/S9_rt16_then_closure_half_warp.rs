//! S9 misuse: `(t < WARP_SIZE as usize / 2).then(|| shfl_xor(..))`: the closure
//! runs in lanes 0..15 of warp 0 only (docs, RG0210/RG0211: a collective in a
//! closure run a number of times the thread decides).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn then_closure_half_warp(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let s = (t < WARP_SIZE as usize / 2).then(|| warp::shfl_xor(v, 1));
        v += s.unwrap_or(0.0);
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]:
