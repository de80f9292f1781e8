//! S8 misuse: a 2-D shared array of rows of four, `s[t / 2][k] = ..` for k in 0..4 (flat index (t / 2) * 4 + k): threads 2h and 2h + 1 write the same row. Expected RG0221.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_rows_2d_half_row(y: &mut [f32]) {
        let mut s = shared_array::<[f32; 4], 256>();
        let t = thread_idx_x() as usize;
        for k in 0..4 {
            s[t / 2][k] = k as f32;
        }
        sync_threads();
        let v = s[t][0];
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0221]:
