//! A 2-D shared tile written at `tile[ty][tx]` and read transposed,
//! `tile[tx][ty]`, without a barrier: the read sees another thread's slot.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tile_transposed_read_no_barrier(x: &[f32], w: usize, y: &mut [f32]) {
        let mut tile = shared_array::<[f32; 17], 16>();
        let (tx, ty) = (thread_idx_x() as usize, thread_idx_y() as usize);
        let row = block_idx_y() as usize * block_dim_y() as usize + ty;
        let col = block_idx_x() as usize * block_dim_x() as usize + tx;
        let i = row * w + col;
        tile[ty][tx] = if col < w && i < x.len() { x[i] } else { 0.0 };
        let v = tile[tx][ty];
        if col < w && i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0220]: read of `tile[{{.*}}]` may see another thread's write of `tile[{{.*}}]`: no barrier between them
