//! S8 misuse: rows of slots keyed by `thread_idx_y()` in a kernel keyed on x: all threads of a row of the block (all threads, in a 1-D block) write the same four slots. Expected RG0221.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt12_rows_thread_y(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        let r = thread_idx_y() as usize;
        for k in 0..4 {
            s[r * 4 + k] = t as f32;
        }
        sync_threads();
        let v = s[t];
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: error[RG0221]:
