//! S8 misuse: `sync_threads()` under `t < 32 * k` (k a parameter: whole warps,
//! fine for a shuffle, not for a block barrier).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_under_param_warps(x: &[f32], out: &mut [f32], k: usize) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t < 32 * k {
            v += warp::shfl_xor(v, 1);
            sync_threads();
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
