//! S8 twin (red team 29): `if lane_id() == 31 { s[t / 32] = v }`, barrier, thread 0 reads all. Docs (per-warp slots): translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_leader_slot_twin(x: &[f32], y: &mut [f32]) {
        let mut s = shared_array::<f32, 32>(); let t = thread_idx_x() as usize;
        let v = x[0] + t as f32; if lane_id() == 31 { s[t / 32] = v; }
        sync_threads();
        if t == 0 { let mut a = 0.0; let mut w = 0; while w < 32 { a += s[w]; w += 1; } y[block_idx_x() as usize] = a; }
    }
}
// CHECK: kernel @rt29_leader_slot_twin(
