//! Twin: the level 128 under nested guards, `if t < 128 { if t < 64 { s[t] += s[t + 128] } }` (writes [0, 64), reads [128, 192)); docs: an access under several guards is under each. Must translate at O0 and O3.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_const_nested_guards_twin(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        if t < 128 {
            if t < 64 {
                s[t] += s[t + 128];
            }
        }
        sync_threads();
        if t < 64 {
            s[t] += s[t + 64];
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
// CHECK: kernel @tree_const_nested_guards_twin(
