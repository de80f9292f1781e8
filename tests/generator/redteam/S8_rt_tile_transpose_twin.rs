//! Twin of S8_rt_tile_*: the documented transpose through a padded 2-D tile,
//! own slot written, barrier, transposed read (the shape of the coverage
//! corpus's api_shared_2d). Must translate.
#![no_std]
use rsgpu::*;

const TILE: usize = 16;

rsgpu::kernel! {
    pub fn tile_transpose_twin(input: &[f32], rows: usize, cols: usize, out: &mut [f32]) {
        let mut tile = shared_array::<[f32; TILE + 1], TILE>();
        let (tx, ty) = (thread_idx_x() as usize, thread_idx_y() as usize);
        let (bx, by) = (block_idx_x() as usize * TILE, block_idx_y() as usize * TILE);
        let (c, r) = (bx + tx, by + ty);
        if r < rows && c < cols {
            tile[ty][tx] = input[r * cols + c];
        }
        sync_threads();
        let (oc, or) = (by + tx, bx + ty);
        if or < cols && oc < rows {
            out[or * rows + oc] = tile[tx][ty];
        }
    }
}
// CHECK: kernel @tile_transpose_twin(
