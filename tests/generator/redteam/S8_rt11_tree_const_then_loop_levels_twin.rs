//! Twin: two constant levels (128, 64) then the loop form `let mut st = 32; while st > 0 { if t < st { s[t] += s[t + st] } sync_threads(); st /= 2 }`. Must translate at O0 and O3.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_const_then_loop_levels_twin(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        if t < 128 {
            s[t] += s[t + 128];
        }
        sync_threads();
        if t < 64 {
            s[t] += s[t + 64];
        }
        sync_threads();
        let mut st = 32usize;
        while st > 0 {
            if t < st {
                s[t] += s[t + st];
            }
            sync_threads();
            st /= 2;
        }
        sync_threads();
        if t == 0 {
            partial[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: kernel @tree_const_then_loop_levels_twin(
