//! S8: a 2-D tile written at `tile[ty][tx]` and read transposed at
//! `tile[tx][ty]` (another thread's slot) with no barrier in between.
#![no_std]
use rsgpu::*;

const TILE: usize = 16;

rsgpu::kernel! {
    pub fn tile_swapped_read_without_barrier(input: &[f32], n: usize, out: &mut [f32]) {
        let mut tile = shared_array::<[f32; TILE + 1], TILE>();
        let (tx, ty) = (thread_idx_x() as usize, thread_idx_y() as usize);
        let (bx, by) = (block_idx_x() as usize * TILE, block_idx_y() as usize * TILE);
        if tx < TILE && ty < TILE && by + ty < n && bx + tx < n {
            tile[ty][tx] = input[(by + ty) * n + bx + tx];
        }
        // no sync_threads()
        if tx < TILE && ty < TILE && bx + ty < n && by + tx < n {
            out[(bx + ty) * n + by + tx] = tile[tx][ty];
        }
    }
}
// CHECK: error[RG0220]: read of `tile{{.*}}` may see another thread's write of `tile{{.*}}`
