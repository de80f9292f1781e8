//! Twin of S8_rt_tile_swapped_write_without_barrier: `tile[tx][ty] = v` (each
//! thread its own slot: the bounds checks keep tx < 16 and ty < 17), a barrier, then
//! `tile[ty][tx]`. Must translate.
#![no_std]
use rsgpu::*;

const TILE: usize = 16;

rsgpu::kernel! {
    pub fn tile_swapped_write_twin(input: &[f32], rows: usize, cols: usize, out: &mut [f32]) {
        let mut tile = shared_array::<[f32; TILE + 1], TILE>();
        let (tx, ty) = (thread_idx_x() as usize, thread_idx_y() as usize);
        let (bx, by) = (block_idx_x() as usize * TILE, block_idx_y() as usize * TILE);
        let (c, r) = (bx + tx, by + ty);
        if r < rows && c < cols {
            tile[tx][ty] = input[r * cols + c];
        }
        sync_threads();
        let (oc, or) = (by + tx, bx + ty);
        if or < cols && oc < rows {
            out[or * rows + oc] = tile[ty][tx];
        }
    }
}
// CHECK: kernel @tile_swapped_write_twin(
