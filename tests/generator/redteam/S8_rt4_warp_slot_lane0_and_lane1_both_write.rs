//! S8: a shared per-warp slot `partial[t / 32]` written under `lane_id() == 0`
//! and again under `lane_id() == 1` in one phase. Expected RG0221.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn warp_slot_lane0_and_lane1_shared(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut partial = shared_array::<f32, 32>();
        let v = if gid < x.len() { x[gid] } else { 0.0 };
        if lane_id() == 0 { partial[t / 32] = v; }
        if lane_id() == 1 { partial[t / 32] = v; }
        sync_threads();
        if t == 0 { let b = block_idx_x() as usize; if b < y.len() { y[b] = partial[0]; } }
    }
}
// CHECK: error[RG0221]:
