//! Tiled transpose through a padded 32x33 shared tile.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn transpose(input: &[f32], output: &mut [f32], width: usize, height: usize) {
        let tile = shared_array::<f32, 1056>();
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let x = block_idx_x() as usize * 32 + tx;
        let y = block_idx_y() as usize * 32 + ty;
        if x < width && y < height {
            tile.set(ty * 33 + tx, input[y * width + x]);
        }
        sync_threads();
        let ox = block_idx_y() as usize * 32 + tx;
        let oy = block_idx_x() as usize * 32 + ty;
        if ox < height && oy < width {
            output[oy * height + ox] = tile.get(tx * 33 + ty);
        }
    }
}
