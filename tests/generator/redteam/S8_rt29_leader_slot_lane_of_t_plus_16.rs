//! S8 misuse (red team 29): the slot `t / 32` under `(t + 16) % 32 == 0` (lane 16 of each warp) and under `lane_id() == 0` in one phase: two writers per slot. Docs: RG0221.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_leader_slot_lane_of_t_plus_16(x: &[f32], y: &mut [f32]) {
        let mut s = shared_array::<f32, 32>(); let t = thread_idx_x() as usize;
        if lane_id() == 0 { s[t / 32] = 1.0; }
        if lane_id() == 16 { s[t / 32] = 2.0; }
        sync_threads();
        if t == 0 { y[block_idx_x() as usize] = s[0]; }
    }
}
// CHECK: error[RG0221]:{{.*}}`s[
