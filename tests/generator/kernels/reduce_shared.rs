//! Block sum in shared memory: tree reduction with a barrier per level.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn reduce_shared(input: &[f32], partial: &mut [f32]) {
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
            sync_threads();
            stride /= 2;
        }
        if t == 0 {
            partial[block_idx_x() as usize] = tile.get(0);
        }
    }
}
