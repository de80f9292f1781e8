//! S8 misuse (red team 29): lane 0 writes `s[t / 32]`, lane 1 reads it in the same phase. Docs: RG0220.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_leader_slot_read_by_lane1_same_phase(x: &[f32], y: &mut [f32]) {
        let mut s = shared_array::<f32, 32>(); let t = thread_idx_x() as usize;
        let v = x[0] + t as f32; if lane_id() == 0 { s[t / 32] = v; }
        let mut r = 0.0; if lane_id() == 1 { r = s[t / 32]; }
        sync_threads();
        if t == 0 { y[block_idx_x() as usize] = s[0] + r; }
    }
}
// CHECK: error[RG0220]:{{.*}}`s[
