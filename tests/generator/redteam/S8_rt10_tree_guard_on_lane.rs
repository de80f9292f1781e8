//! S8 misuse: the tree guard on the wrong variable, `if lane_id() < stride { s[t] += s[t + stride] }` (the lane, not the block's thread index): every warp has lanes below the stride, so at stride 32 every thread writes s[t] while thread 0 reads s[32], which thread 32 (lane 0 of warp 1) writes in the same phase. Expected RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_guard_on_lane(x: &[f32], partial: &mut [f32]) {
        let mut s = shared_array::<f32, 512>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        for shift in (0..6).rev() {
            let stride = 1usize << shift;
            if (lane_id() as usize) < stride {
                s[t] += s[t + stride];
            }
            sync_threads();
        }
        if t == 0 {
            partial[block_idx_x() as usize] = s[0];
        }
    }
}
// CHECK: error[RG0220]:
