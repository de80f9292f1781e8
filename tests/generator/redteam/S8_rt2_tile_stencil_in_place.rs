//! S8: an in-place smoothing of a published tile: `tile[ty][tx] +=
//! tile[ty][tx + 1]` reads the right neighbour's slot while it writes it.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tile_stencil_in_place(x: &[f32], y: &mut [f32]) {
        let mut tile = shared_array::<[f32; 17], 16>();
        let (tx, ty) = (thread_idx_x() as usize, thread_idx_y() as usize);
        let i = ty * 16 + tx;
        if i < x.len() {
            tile[ty][tx] = x[i];
        }
        sync_threads();
        if tx < 15 {
            tile[ty][tx] += tile[ty][tx + 1];
        }
        sync_threads();
        if i < y.len() {
            y[i] = tile[ty][tx];
        }
    }
}
// CHECK: error[RG0220]:
