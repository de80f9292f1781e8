//! S9 misuse: an atomic ticket `old = cnt.fetch_add(1)` (different in every thread) used
//! as the condition (`old < 32` is any 32 threads).
#![no_std]
use core::sync::atomic::Ordering::Relaxed;
use rsgpu::*;

rsgpu::kernel! {
    pub fn atomic_ticket_condition(x: &[f32], cnt: &Atomic<u32>, out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let old = cnt.fetch_add(1, Relaxed);
        if old < 32 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
