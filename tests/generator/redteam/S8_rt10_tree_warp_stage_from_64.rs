//! S8 misuse: the warp-synchronous stage of the tree started at stride 64, `for stride in [64, 32, .., 1] { if t < stride { s[t] += s[t + stride] } sync_warp(); }` after one block-barrier level: at stride 32 thread 0 reads s[32], which thread 32 (warp 1) updated at stride 64 with only a warp barrier between (another warp's). Expected RG0220.
#![no_std]
use rsgpu::*;
use rsgpu::warp::sync_warp;

rsgpu::kernel! {
    pub fn tree_warp_stage_from_64(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        for stride in [128usize] {
            if t < stride {
                s[t] += s[t + stride];
            }
            sync_threads();
        }
        for stride in [64usize, 32, 16, 8, 4, 2, 1] {
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
// CHECK: error[RG0220]: read of `s[(t + stride
