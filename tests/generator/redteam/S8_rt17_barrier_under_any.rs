//! S8 misuse: `sync_threads()` under `any(p)`: whole warps, but only the warps whose vote
//! holds: a block barrier is RG0210 there.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_under_any(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if warp::any(v > 0.0) {
            sync_threads();
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0210]:
