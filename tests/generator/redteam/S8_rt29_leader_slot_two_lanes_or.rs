//! S8 misuse (red team 29): `lane_id() == 0 || lane_id() == 1` both write `s[t / 32]`. Docs: RG0221.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_leader_slot_two_lanes_or(x: &[f32], y: &mut [f32]) {
        let mut s = shared_array::<f32, 32>(); let t = thread_idx_x() as usize;
        let v = x[0] + t as f32; if lane_id() == 0 || lane_id() == 1 { s[t / 32] = v; }
        sync_threads();
        if t == 0 { y[block_idx_x() as usize] = s[0]; }
    }
}
// CHECK: error[RG0221]:{{.*}}`s[
