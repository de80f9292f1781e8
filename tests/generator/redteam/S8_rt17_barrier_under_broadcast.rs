//! S8 misuse: `sync_threads()` under the lane-0 broadcast `shfl(v, 0) > 0.0`: uniform per
//! warp, not per block.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_under_broadcast(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if warp::shfl(v, 0) > 0.0 {
            sync_threads();
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0210]:
