//! A 2-D shared tile written at `ty * 16 + tx / 2`: threads tx = 2k and
//! 2k + 1 of a row write one slot. RG0221.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tile_half_column(a: &[f32], c: &mut [f32], n: usize) {
        let tile = shared_array::<f32, 256>();
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        tile.set(ty * 16 + tx / 2, if tx < a.len() { a[tx] } else { 0.0 });
        sync_threads();
        let row = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let col = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if row < n && col < n {
            c[row * n + col] = tile.get(ty * 16 + tx);
        }
    }
}
// CHECK: error[RG0221]: write to `tile[((ty * 16) + (tx / 2))]` may collide with the same write by another thread in one barrier phase
