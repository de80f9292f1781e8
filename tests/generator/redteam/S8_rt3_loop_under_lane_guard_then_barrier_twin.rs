//! Twin: a constant-trip loop under `if lane_id() == 0`, then a barrier
//! after the `if` (reached by every thread). Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn loop_under_lane_guard_then_barrier_twin(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut partial = shared_array::<f32, 32>();
        if lane_id() == 0 {
            let mut acc = 0.0f32;
            for k in 0..2 {
                if i + k < x.len() {
                    acc += x[i + k];
                }
            }
            partial[t / 32] = acc;
        }
        sync_threads();
        if i < y.len() {
            y[i] = partial[t / 32];
        }
    }
}
// CHECK: kernel @loop_under_lane_guard_then_barrier_twin(
