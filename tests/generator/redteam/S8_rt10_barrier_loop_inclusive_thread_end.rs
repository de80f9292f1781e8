//! S8 misuse: a barrier loop over an inclusive range ending at the lane, `for _ in 0..=lane_id() { sync_threads(); }`: lane L runs L + 1 trips. Expected RG0210.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_loop_inclusive_thread_end(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut trips = 0u32;
        for _ in 0..=lane_id() {
            sync_threads();
            trips += 1;
        }
        if i < y.len() {
            y[i] = trips as f32;
        }
    }
}
// CHECK: error[RG0210]:
