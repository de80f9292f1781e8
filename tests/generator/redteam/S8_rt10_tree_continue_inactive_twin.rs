//! Twin: the `(0..8).rev()` tree in which the inactive threads take their level's barrier and go on, `if t >= stride { sync_threads(); continue; } s[t] += s[t + stride]; sync_threads();` (every thread passes one barrier per level; the update runs exactly for t < stride). Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_continue_inactive_twin(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 512>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        for shift in (0..8).rev() {
            let stride = 1usize << shift;
            if t >= stride {
                sync_threads();
                continue;
            }
            s[t] += s[t + stride];
            sync_threads();
        }
        if t == 0 {
            partial[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: kernel @tree_continue_inactive_twin(
