//! S8 warp phases: a closure holding sync_warp called only under a per-lane condition
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn S8_rt6_warp_sync_in_closure_with_flag(x: &[u32], out: &mut [u32], p: u32) {
        let mut s = shared_array::<u32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = x[i % x.len()]; let ws = || warp::sync_warp(); if lane_id() < 16 { ws(); } let v = s[(t & !31) + (t + 1) % 32];
        if i < out.len() {
            out[i] = v;
        }
    }
}
// CHECK-O0: error[RG0211]: warp collective `S8_rt6_warp_sync_in_closure_with_flag
// CHECK-O3: error[RG0211]: warp collective `sync_warp
