//! S8: `let (_, b) = x.split_at(t); if b[0] > 0 { sync_threads() }`: a flag read
//! at index 0 of a per-thread subslice. Expected RG0210.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_flag_in_thread_split(x: &[u32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let (_a, b) = x.split_at(t);
        if b[0] > 0 { sync_threads(); }
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() { y[i] = 1.0; }
    }
}
// CHECK: error[RG0210]:
