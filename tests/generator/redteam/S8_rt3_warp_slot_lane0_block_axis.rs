//! S8: a per-warp slot written under `lane_id() == 0` at `block_idx_x() as usize / 32` — the block index: every warp of a block writes one slot.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_slot_lane0_block_axis(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut partial = shared_array::<f32, 64>();
        let v = if i < x.len() { x[i] } else { 0.0 };
        if lane_id() == 0 {
            partial[block_idx_x() as usize / 32] = v;
        }
        sync_threads();
        if i < y.len() {
            y[i] = partial[t / 32];
        }
    }
}
// CHECK: error[RG022{{[01]}}]:
