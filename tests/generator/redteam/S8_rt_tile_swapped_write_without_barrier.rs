//! S8: the index swap on the write side: `tile[tx][ty] = v`, then every thread
//! reads `tile[ty][tx]` — written by thread (ty, tx) — with no barrier.
#![no_std]
use rsgpu::*;

const TILE: usize = 16;

rsgpu::kernel! {
    pub fn tile_swapped_write_without_barrier(input: &[f32], rows: usize, cols: usize, out: &mut [f32]) {
        let mut tile = shared_array::<[f32; TILE + 1], TILE>();
        let (tx, ty) = (thread_idx_x() as usize, thread_idx_y() as usize);
        let (bx, by) = (block_idx_x() as usize * TILE, block_idx_y() as usize * TILE);
        let (c, r) = (bx + tx, by + ty);
        if r < rows && c < cols {
            tile[tx][ty] = input[r * cols + c];
        }
        // no sync_threads()
        let (oc, or) = (by + tx, bx + ty);
        if or < cols && oc < rows {
            out[or * rows + oc] = tile[ty][tx];
        }
    }
}
// CHECK: error[RG0220]: read of `tile{{.*}}` may see another thread's write of `tile{{.*}}`
