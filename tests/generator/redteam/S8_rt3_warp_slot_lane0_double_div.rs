//! S8: a per-warp slot written under `lane_id() == 0` at `thread_idx_x() as usize / 32 / 2` — `t / 32 / 2`: warps 2w and 2w + 1 write one slot.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_slot_lane0_double_div(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut partial = shared_array::<f32, 64>();
        let v = if i < x.len() { x[i] } else { 0.0 };
        if lane_id() == 0 {
            partial[thread_idx_x() as usize / 32 / 2] = v;
        }
        sync_threads();
        if i < y.len() {
            y[i] = partial[t / 32];
        }
    }
}
// CHECK: error[RG022{{[01]}}]:
