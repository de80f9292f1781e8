//! S8: `if let Some(c) = x.chunks(2).nth(t) { if c[0] > 0 { sync_threads() } }`.
//! Expected RG0210.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_in_thread_chunk_some(x: &[u32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        if let Some(c) = x.chunks(2).nth(t) {
            if c[0] > 0 { sync_threads(); }
        }
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() { y[i] = 1.0; }
    }
}
// CHECK: error[RG0210]:
