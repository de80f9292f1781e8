//! Tree reduction without the barrier per level: a thread still at level
//! `stride` reads `tile[t + stride]` while a faster one at the next level
//! writes it. RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_no_barrier(input: &[f32], partial: &mut [f32]) {
        let tile = shared_array::<f32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        tile.set(t, if i < input.len() { input[i] } else { 0.0 });
        sync_threads();
        let mut stride = 128;
        while stride > 0 {
            if t < stride {
                tile.set(t, tile.get(t) + tile.get(t + stride));
            }
            stride /= 2;
        }
        if t == 0 {
            partial[block_idx_x() as usize] = tile.get(0);
        }
    }
}
// CHECK: error[RG0220]: read of `tile[(t + stride)]` may see another thread's write of `tile[t]`: no barrier between them
