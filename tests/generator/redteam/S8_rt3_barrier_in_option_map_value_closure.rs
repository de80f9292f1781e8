//! S8: `x.get(i).map(|v| { sync_threads(); *v })` — a barrier only for threads whose element exists.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_in_option_map_value_closure(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let w = x
            .get(i)
            .map(|v| {
                sync_threads();
                *v
            })
            .unwrap_or(0.0);
        if i < y.len() {
            y[i] = w;
        }
    }
}
// CHECK: error[RG0210]:
