//! Twin: the tree reduction with its last five levels warp-synchronous, `for stride in [128, 64, 32] { if t < stride { s[t] += s[t + stride] } sync_threads(); }` then `for stride in [16, 8, 4, 2, 1] { if t < stride { s[t] += s[t + stride] } sync_warp(); }` (every thread reaches every `sync_warp()`; from stride 16 on, writers and the slots read are all in warp 0, whose levels the full-warp barrier orders). Must translate.
#![no_std]
use rsgpu::*;
use rsgpu::warp::sync_warp;

rsgpu::kernel! {
    pub fn tree_warp_stage_sync_warp_twin(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        for stride in [128usize, 64, 32] {
            if t < stride {
                s[t] += s[t + stride];
            }
            sync_threads();
        }
        for stride in [16usize, 8, 4, 2, 1] {
            if t < stride {
                s[t] += s[t + stride];
            }
            sync_warp();
        }
        if t == 0 {
            partial[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: kernel @tree_warp_stage_sync_warp_twin(
