//! S8: `x.iter().position(|v| { sync_threads(); *v > t as f32 })` — `position` stops at each thread's first match.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_in_position_closure(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let p = x.iter().position(|v| {
            sync_threads();
            *v > t as f32
        });
        if i < y.len() {
            y[i] = p.unwrap_or(0) as f32;
        }
    }
}
// CHECK: error[RG0210]:
