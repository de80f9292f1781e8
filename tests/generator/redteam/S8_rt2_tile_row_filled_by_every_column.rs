//! S8: every thread of a row fills the whole tile row (`for c in 0..16 {
//! tile[ty][c] = .. }`): the 16 threads of a row write the same slots.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn tile_row_filled_by_every_column(x: &[f32], y: &mut [f32]) {
        let mut tile = shared_array::<[f32; 16], 16>();
        let (tx, ty) = (thread_idx_x() as usize, thread_idx_y() as usize);
        for c in 0..16 {
            tile[ty][c] = x[(ty * 16 + c) % x.len()];
        }
        sync_threads();
        let i = ty * 16 + tx;
        if i < y.len() {
            y[i] = tile[tx][ty];
        }
    }
}
// CHECK: error[RG0221]:
