//! S8: a 2-D tile written at `tile[ty][tx / 2]`: threads (2k, ty) and
//! (2k+1, ty) write one slot in the same phase.
#![no_std]
use rsgpu::*;

const TILE: usize = 16;

rsgpu::kernel! {
    pub fn tile_half_column_write(input: &[f32], rows: usize, cols: usize, out: &mut [f32]) {
        let mut tile = shared_array::<[f32; TILE + 1], TILE>();
        let (tx, ty) = (thread_idx_x() as usize, thread_idx_y() as usize);
        let (bx, by) = (block_idx_x() as usize * TILE, block_idx_y() as usize * TILE);
        let (c, r) = (bx + tx, by + ty);
        if r < rows && c < cols {
            tile[ty][tx / 2] = input[r * cols + c];
        }
        sync_threads();
        let (oc, or) = (by + tx, bx + ty);
        if or < cols && oc < rows {
            out[or * rows + oc] = tile[tx][ty];
        }
    }
}
// CHECK: error[RG0221]: write to `tile{{.*}}` may collide with the same write by another thread in one barrier phase
