//! S8: `if t < 32` reaches whole warps (a warp collective there is accepted)
//! but not the whole block: a block barrier there, directly or in a helper
//! that also shuffles, hangs the other warps.
#![no_std]
use rsgpu::*;

fn shuffle_then_sync(v: f32) -> f32 {
    let w = warp::shfl_xor(v, 1);
    sync_threads();
    w
}

rsgpu::kernel! {
    pub fn barrier_under_warp_zero(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t < 32 {
            sync_threads();
        }
        if t / 32 == 0 {
            v = shuffle_then_sync(v);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which `(t < 32)` decides so
// CHECK: error[RG0210]: barrier `shuffle_then_sync()` is reached only by the threads for which `{{\(\(t / 32\) == 0\)|\(t / 32\)}}` decides so
