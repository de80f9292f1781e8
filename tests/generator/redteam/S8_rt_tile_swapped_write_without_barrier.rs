//! S8: the index swap on the write side: `tile[tx][ty] = v`, then every thread
//! reads `tile[ty][tx]` — written by thread (ty, tx) — with no barrier.
#![no_std]
use rsgpu::*;

const TILE: usize = 16;

rsgpu::kernel! {
    pub fn tile_swapped_write_without_barrier(input: &[f32], n: usize, out: &mut [f32]) {
        let mut tile = shared_array::<[f32; TILE + 1], TILE>();
        let (tx, ty) = (thread_idx_x() as usize, thread_idx_y() as usize);
        let (bx, by) = (block_idx_x() as usize * TILE, block_idx_y() as usize * TILE);
        if tx < TILE && ty < TILE && by + ty < n && bx + tx < n {
            tile[tx][ty] = input[(by + ty) * n + bx + tx];
        }
        if tx < TILE && ty < TILE && by + ty < n && bx + tx < n {
            out[(by + ty) * n + bx + tx] = tile[ty][tx];
        }
    }
}
// CHECK: error[RG0220]: read of `tile{{.*}}` may see another thread's write of `tile{{.*}}`
