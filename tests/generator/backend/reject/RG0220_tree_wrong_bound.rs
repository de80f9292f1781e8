//! Guard `t < 2 * stride` but reads at `t + stride`: thread `stride` writes
//! the slot thread 0 reads. RG0220.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tree_wrong_bound(input: &[f32], partial: &mut [f32]) {
        let tile = shared_array::<f32, 512>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        tile.set(t, if i < input.len() { input[i] } else { 0.0 });
        sync_threads();
        let mut stride = 128;
        while stride > 0 {
            let bound = 2 * stride;
            if t < bound {
                tile.set(t, tile.get(t) + tile.get(t + stride));
            }
            sync_threads();
            stride /= 2;
        }
        if t == 0 {
            partial[block_idx_x() as usize] = tile.get(0);
        }
    }
}
// CHECK: error[RG0220]: read of `tile[(t + stride)]` may see another thread's write of `tile[t]`: no barrier between them
