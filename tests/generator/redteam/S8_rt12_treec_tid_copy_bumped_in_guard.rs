//! S8 misuse: the write goes through a copy `u` of t that is bumped by 32 inside the `u < 64` guard: writes land in [32, 96), and the unguarded read at t + 64 by thread 0 hits s[64], which thread 32 writes. Expected RG0220 (or RG0221: the write at `u`, no longer exactly t, is not a function the analysis proves injective).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_treec_tid_copy_bumped_in_guard(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 512>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let mut u = t;
        if u < 64 {
            u += 32;
            s[u] = 1.0;
        }
        let v = s[t + 64];
        sync_threads();
        let b = block_idx_x() as usize;
        if t == 0 && b < partial.len() {
            partial[b] = s[0] + v;
        }
    }
}
// CHECK: error[RG022{{[01]}}]:
