//! S8: `x.chunks(t % 4 + 1).map(|c| { sync_threads(); c[0] }).sum()` — a
//! per-thread chunk size gives a per-thread number of chunks, so of barrier
//! calls. Expected RG0210.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn chunks_size_barrier_sum(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let s: f32 = x.chunks(t % 4 + 1).map(|c| { sync_threads(); c[0] }).sum();
        if i < y.len() { y[i] = s; }
    }
}
// CHECK: error[RG0210]:
