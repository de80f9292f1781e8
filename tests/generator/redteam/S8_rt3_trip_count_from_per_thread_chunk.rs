//! S8: `let c = x.chunks(2).nth(t % 2).unwrap_or(&x[..0]); for _ in 0..c.len() { sync_threads(); }` — the last chunk may be shorter: a per-thread length.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn trip_count_from_per_thread_chunk(x: &[u32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut n = 0.0f32;
        if let Some(c) = x.chunks(2).nth(t % 2) {
            n = c.len() as f32;
        }
        for _ in 0..(n as u32) {
            sync_threads();
        }
        if i < y.len() {
            y[i] = n;
        }
    }
}
// CHECK: error[RG0210]:
