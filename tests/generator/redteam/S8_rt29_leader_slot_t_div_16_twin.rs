//! S8 twin (red team 29): slot `t / 16` under lane 0 (only t = 32w reaches: slot 2w, one per warp; array of 64). Docs: per-warp slots are `t / 32` only: RG0221 expected as a documented limit; sound.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_leader_slot_t_div_16_twin(x: &[f32], y: &mut [f32]) {
        let mut s = shared_array::<f32, 32>(); let t = thread_idx_x() as usize;
        let v = x[0] + t as f32; if lane_id() == 0 && t / 16 < 32 { s[t / 16] = v; }
        sync_threads();
        if t == 0 { y[block_idx_x() as usize] = s[0]; }
    }
}
// CHECK: kernel @rt29_leader_slot_t_div_16_twin(
