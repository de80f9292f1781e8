//! S8 misuse: a flag set under `t < 32` (warp-uniform: fine for a shuffle) and
//! `sync_threads()` under the flag: warps 1.. never arrive.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_under_warp_zero_flag(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut go = false;
        if t < 32 {
            go = true;
        }
        if go {
            v += warp::shfl_xor(v, 1);
            sync_threads();
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0210]:
