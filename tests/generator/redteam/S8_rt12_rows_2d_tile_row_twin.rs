//! S8 twin: a 2-D shared array of rows of four, each thread fills its own row `s[t][k]` for k in 0..4 (flat index t * 4 + k: rows of slots), then reads another row after the barrier. Race-free.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_rows_2d_tile_row_twin(y: &mut [f32]) {
        let mut s = shared_array::<[f32; 4], 256>();
        let t = thread_idx_x() as usize;
        for k in 0..4 {
            s[t][k] = k as f32;
        }
        sync_threads();
        let v = s[255 - t][3];
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: kernel @rt12_rows_2d_tile_row_twin(
