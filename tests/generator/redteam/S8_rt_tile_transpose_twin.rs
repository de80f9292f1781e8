//! Twin of S8_rt_tile_*: the documented transpose through a padded 2-D tile,
//! own slot written, barrier, transposed read. Must translate.
#![no_std]
use rsgpu::*;

const TILE: usize = 16;

rsgpu::kernel! {
    pub fn tile_transpose_twin(input: &[f32], n: usize, out: &mut [f32]) {
        let mut tile = shared_array::<[f32; TILE + 1], TILE>();
        let (tx, ty) = (thread_idx_x() as usize, thread_idx_y() as usize);
        let (bx, by) = (block_idx_x() as usize * TILE, block_idx_y() as usize * TILE);
        if tx < TILE && ty < TILE && by + ty < n && bx + tx < n {
            tile[ty][tx] = input[(by + ty) * n + bx + tx];
        }
        sync_threads();
        if tx < TILE && ty < TILE && bx + ty < n && by + tx < n {
            out[(bx + ty) * n + by + tx] = tile[tx][ty];
        }
    }
}
// CHECK: kernel @tile_transpose_twin(
