//! S8: `x[0..n].iter().map(|v| { sync_threads(); *v }).sum()` with `n = min(t, len)`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_in_map_sum_over_thread_prefix(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let n = if t < x.len() { t } else { x.len() };
        let s: f32 = x[0..n]
            .iter()
            .map(|v| {
                sync_threads();
                *v
            })
            .sum();
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
