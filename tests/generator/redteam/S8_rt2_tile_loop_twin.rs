//! Twin of S8_rt2_tile_loop_missing_trailing_barrier: with the barrier after
//! the reads. Must translate.
#![no_std]
use rsgpu::*;

const T: usize = 16;

rsgpu::kernel! {
    pub fn tile_loop_twin(a: &[f32], n: usize, out: &mut [f32]) {
        let mut tile = shared_array::<[f32; T], T>();
        let (tx, ty) = (thread_idx_x() as usize, thread_idx_y() as usize);
        let row = block_idx_y() as usize * T + ty;
        let col = block_idx_x() as usize * T + tx;
        let mut acc = 0.0f32;
        let mut k = 0;
        while k < n {
            let src = row * n + k + tx;
            tile[ty][tx] = if src < a.len() { a[src] } else { 0.0 };
            sync_threads();
            for j in 0..T {
                acc += tile[ty][j];
            }
            sync_threads();
            k += T;
        }
        if row < n && col < n {
            out[row * n + col] = acc;
        }
    }
}
// CHECK: kernel @tile_loop_twin(
