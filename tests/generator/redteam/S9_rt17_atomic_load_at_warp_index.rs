//! S9 misuse: the condition loaded at the warp's index from memory other threads write in
//! the kernel: `flags[t / 32].load()` after every thread's `flags[t].fetch_add(1)`:
//! the lanes of a warp may load before and after thread w's add.
#![no_std]
use core::sync::atomic::Ordering::Relaxed;
use rsgpu::*;

rsgpu::kernel! {
    pub fn atomic_load_at_warp_index(x: &[f32], flags: &[Atomic<u32>], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t < flags.len() {
            flags[t].fetch_add(1, Relaxed);
        }
        let c = if t / 32 < flags.len() { flags[t / 32].load(Relaxed) } else { 0 };
        if c > 0 {
            v += warp::shfl_xor(v, 1);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `shfl_xor()` is reached only by the threads for which
