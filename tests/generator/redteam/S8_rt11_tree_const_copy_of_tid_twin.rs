//! Twin: the guard and the read on a copy of the thread index, `let u = t; if u < 128 { s[t] += s[u + 128] }` (docs: copies). Must translate at O0 and O3.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_const_copy_of_tid_twin(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let u = t;
        if u < 128 {
            s[t] += s[u + 128];
        }
        sync_threads();
        if u < 64 {
            s[t] += s[u + 64];
        }
        sync_threads();
        if t < 32 {
            s[t] += s[t + 32];
        }
        sync_threads();
        if t < 16 {
            s[t] += s[t + 16];
        }
        sync_threads();
        if t < 8 {
            s[t] += s[t + 8];
        }
        sync_threads();
        if t < 4 {
            s[t] += s[t + 4];
        }
        sync_threads();
        if t < 2 {
            s[t] += s[t + 2];
        }
        sync_threads();
        if t < 1 {
            s[t] += s[t + 1];
        }
        sync_threads();
        if t == 0 {
            partial[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: kernel @tree_const_copy_of_tid_twin(
