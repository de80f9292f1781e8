//! The tree over a 2-D tile's rows with the guard `ty <= h`: row h is both
//! written (by the threads of row h) and read (by those of row 0) in one
//! phase. The near miss of redteam/S8_rt2_tile_row_tree_twin (`ty < h`).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tile_row_tree_guard_le(x: &[f32], out: &mut [f32]) {
        let mut tile = shared_array::<[f32; 16], 32>();
        let (tx, ty) = (thread_idx_x() as usize, thread_idx_y() as usize);
        let i = ty * 16 + tx;
        tile[ty][tx] = if i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        let mut h = 8;
        while h > 0 {
            if ty <= h {
                tile[ty][tx] += tile[ty + h][tx];
            }
            sync_threads();
            h /= 2;
        }
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if ty == 0 && g < out.len() {
            out[g] = tile[0][tx];
        }
    }
}
// CHECK: error[RG0220]: read of `tile[{{.*}}]` may see another thread's write of `tile[{{.*}}]`: no barrier between them
