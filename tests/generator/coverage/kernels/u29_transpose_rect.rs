//! Transpose of a rectangular w x h matrix through a padded 16 x 17 shared tile, 16 x 16 blocks, edge tiles guarded.
#![no_std]
use rsgpu::*;

const T: usize = 16;

rsgpu::kernel! {
    pub fn u29_transpose_rect(src: &[f32], w: usize, h: usize, dst: &mut [f32]) {
        let mut tile = shared_array::<[f32; T + 1], T>();
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let bx = block_idx_x() as usize * T;
        let by = block_idx_y() as usize * T;
        let (x, y) = (bx + tx, by + ty);
        if x < w && y < h {
            tile[ty][tx] = src[y * w + x];
        }
        sync_threads();
        // Output: h columns, w rows; this thread writes (row bx + ty, col by + tx).
        let (ox, oy) = (by + tx, bx + ty);
        if ox < h && oy < w {
            dst[oy * h + ox] = tile[tx][ty];
        }
    }
}
