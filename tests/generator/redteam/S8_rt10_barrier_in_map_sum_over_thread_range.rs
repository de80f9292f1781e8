//! S8 misuse: a barrier in the closure of `(0..t).map(..).sum()` (an adapter on a `Range`, newly translated): thread t calls the closure t times, so the threads reach different numbers of barriers. Expected RG0210.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_in_map_sum_over_thread_range(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let total: f32 = (0..t)
            .map(|k| {
                sync_threads();
                if k < x.len() { x[k] } else { 0.0 }
            })
            .sum();
        if i < y.len() {
            y[i] = total;
        }
    }
}
// CHECK: error[RG0210]:
