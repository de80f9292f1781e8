//! S8 misuse: `(t / 32 == 0).then(|| sync_threads())` (docs RG0210: a barrier
//! in a `then` closure).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_then_closure_warp_zero(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let _ = (t / 32 == 0).then(|| sync_threads());
        v += warp::shfl_xor(v, 1);
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0210]:
