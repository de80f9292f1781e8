//! Accepted (S8 warp phases): a shared write of the thread's own slot, a
//! full-warp barrier (`sync_warp()` or `warp::sync_warp_mask(0xffff_ffff)`),
//! then a read of a slot of the same warp (warp base + an offset below 32):
//! two threads meet at one slot only as lanes of one warp, which the warp
//! barrier orders. Each spelling of the base and offset the docs list
//! (kernels.md). Near misses: backend/reject/RG0220_warp_phase_*.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_neighbour_mask(x: &[f32], out: &mut [f32]) {
        let mut stage = shared_array::<f32, 128>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 128 + t;
        stage[t] = if i < x.len() { x[i] } else { 0.0 };
        warp::sync_warp_mask(0xffff_ffff);
        let lane = t % 32;
        let neighbour = t - lane + (lane + 1) % 32;
        if i < out.len() {
            out[i] = stage[t] - stage[neighbour];
        }
    }
}

rsgpu::kernel! {
    pub fn warp_butterfly(x: &[u32], out: &mut [u32]) {
        let mut s = shared_array::<u32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = if i < x.len() { x[i] } else { 0 };
        warp::sync_warp();
        let base = (t / 32) * 32;
        let a = s[base + ((t % 32) ^ 1)];
        let b = s[(t & !31) | (lane_id() as usize ^ 16)];
        let c = s[t - lane_id() as usize + 31];
        if i < out.len() {
            out[i] = a + b + c;
        }
    }
}
// CHECK: kernel @warp_neighbour_mask(
// CHECK: call rsgpu.warp.sync_warp_mask(
// CHECK: kernel @warp_butterfly(
// CHECK: call rsgpu.warp.sync_warp(
