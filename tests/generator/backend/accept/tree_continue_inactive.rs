//! The tree reduction whose inactive threads take their level's barrier
//! and skip the update, `if t >= stride { sync_threads(); continue; }`:
//! the update runs on the false edge of `t >= stride`, where `t < stride`
//! holds (red team 10's `S8_rt10_tree_continue_inactive_twin`), and the
//! same with the comparison written `stride <= t`. Near misses:
//! reject/RG0220_tree_continue_*.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_continue_inactive(x: &[f32], partial: &mut [f32]) {
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
        let b = block_idx_x() as usize;
        if t == 0 && b < partial.len() {
            partial[b] = s[0];
        }
    }
}

rsgpu::kernel! {
    pub fn tree_continue_le(x: &[u32], partial: &mut [u32]) {
        let mut s = shared_array::<u32, 512>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0 };
        sync_threads();
        let mut stride = 256usize;
        while stride > 1 {
            stride /= 2;
            if stride <= t {
                sync_threads();
                continue;
            }
            s[t] = s[t].wrapping_add(s[t + stride]);
            sync_threads();
        }
        let b = block_idx_x() as usize;
        if t == 0 && b < partial.len() {
            partial[b] = s[0];
        }
    }
}
// CHECK: kernel @tree_continue_inactive(
// CHECK: kernel @tree_continue_le(
