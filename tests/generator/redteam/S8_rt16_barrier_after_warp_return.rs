//! S8 misuse: warps 2.. return (`t >= 64`, whole warps: fine before a shuffle)
//! and then `sync_threads()`: they never arrive (RG0210).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_after_warp_return(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t >= 64 {
            return;
        }
        v += warp::shfl_xor(v, 1);
        sync_threads();
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0210]:
