//! S8 misuse: `sync_threads()` in a closure called inside `if t / 32 == 0`
//! (warp 0 only; the other warps never arrive). Docs: a block barrier under a
//! warp-uniform condition is still RG0210.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_in_closure_warp_zero(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t / 32 == 0 {
            let f = |a: f32| {
                sync_threads();
                a + warp::shfl_xor(a, 1)
            };
            v = f(v);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0210]:
