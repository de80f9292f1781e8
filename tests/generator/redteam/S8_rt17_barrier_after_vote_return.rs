//! S8 misuse: warps where no lane holds data return (`if !any(p) { return }`, whole warps)
//! before `sync_threads()`: they never arrive.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_after_vote_return(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if !warp::any(v > 0.0) {
            return;
        }
        sync_threads();
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0210]:
