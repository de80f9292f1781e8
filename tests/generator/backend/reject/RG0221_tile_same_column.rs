//! Every thread of a tile row writes column 0 (`tile[ty][0]`) in one phase.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tile_same_column(x: &[f32], w: usize, y: &mut [f32]) {
        let mut tile = shared_array::<[f32; 16], 16>();
        let (tx, ty) = (thread_idx_x() as usize, thread_idx_y() as usize);
        let row = block_idx_y() as usize * block_dim_y() as usize + ty;
        let col = block_idx_x() as usize * block_dim_x() as usize + tx;
        let i = row * w + col;
        tile[ty][0] = if col < w && i < x.len() { x[i] } else { 0.0 };
        sync_threads();
        if col < w && i < y.len() {
            y[i] = tile[ty][0];
        }
    }
}
// CHECK: error[RG0221]: write to `tile[{{.*}}]` may collide with the same write by another thread in one barrier phase
