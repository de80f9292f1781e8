//! S8: a barrier under `x.iter().position(|&v| v == t as f32).is_some()`: a
//! per-thread search result.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_under_position(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let found = x.iter().position(|&v| v == t as f32);
        if found.is_some() {
            sync_threads();
        }
        if i < y.len() {
            y[i] = t as f32;
        }
    }
}
// CHECK: error[RG0210]:
