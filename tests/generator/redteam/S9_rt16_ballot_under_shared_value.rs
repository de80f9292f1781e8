//! S9 misuse: the condition is a per-thread value from shared memory:
//! `s[t] < 32` after a barrier, where `s[t] = x[t]`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn ballot_under_shared_value(x: &[f32], out: &mut [f32]) {
        let s = shared_array::<u32, 256>();
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t < 256 {
            s.set(t, v as u32);
        }
        sync_threads();
        if t < 256 && s.get(t) < 32 {
            v = warp::ballot(v > 0.0) as f32;
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `ballot()` is reached only by the threads for which
