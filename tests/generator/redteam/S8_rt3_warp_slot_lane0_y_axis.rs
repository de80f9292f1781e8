//! S8: a per-warp slot written under `lane_id() == 0` at `thread_idx_y() as usize / 32` — the y thread index (0 in every 1-D block): every warp's lane 0 writes slot 0.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_slot_lane0_y_axis(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut partial = shared_array::<f32, 64>();
        let v = if i < x.len() { x[i] } else { 0.0 };
        if lane_id() == 0 {
            partial[thread_idx_y() as usize / 32] = v;
        }
        sync_threads();
        if i < y.len() {
            y[i] = partial[t / 32];
        }
    }
}
// CHECK: error[RG022{{[01]}}]:
