//! Twin: the per-warp slot written after `if lane_id() != 0` skips the
//! write (no early return before the barrier: an else-less guard on the
//! false edge). Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_slot_early_return_twin(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut partial = shared_array::<f32, 32>();
        let v = if i < x.len() { x[i] } else { 0.0 };
        if lane_id() != 0 {
        } else {
            partial[t / WARP_SIZE as usize] = v;
        }
        sync_threads();
        if i < y.len() {
            y[i] = partial[t / 32];
        }
    }
}
// CHECK: kernel @warp_slot_early_return_twin(
