//! S8 misuse: `sync_threads()` in a loop that runs `t / 32` times: each warp
//! does a different number of block barriers (a warp-uniform trip count, not a
//! block-uniform one).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_in_loop_counted_by_warp(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        for _ in 0..t / 32 {
            v += warp::shfl_xor(v, 1);
            sync_threads();
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0210]:
