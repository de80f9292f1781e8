//! A 2-D transpose whose coordinates are reassigned (`let mut x = ..;
//! x = ..`) between the read and the write rather than bound by fresh `let`s.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn transpose_reassign(input: &[f32], output: &mut [f32], width: usize, height: usize) {
        let tile = shared_array::<f32, 1056>();
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let mut x = block_idx_x() as usize * 32 + tx;
        let mut y = block_idx_y() as usize * 32 + ty;
        if x < width && y < height {
            tile.set(ty * 33 + tx, input[y * width + x]);
        }
        sync_threads();
        x = block_idx_y() as usize * 32 + tx;
        y = block_idx_x() as usize * 32 + ty;
        if x < height && y < width {
            output[y * height + x] = tile.get(tx * 33 + ty);
        }
    }
}
// CHECK: kernel @transpose_reassign(
