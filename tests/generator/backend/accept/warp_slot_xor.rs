//! S8 warp phases: `t ^ c` with c below 32 (a constant, `lane_id() & 7`)
//! only flips bits of t's lane, so the slot stays in t's warp, and a warp
//! slot `^` such an offset is one too; a full-warp `sync_warp()` orders the
//! write of `s[t]` before these reads (S8_rt6_warp_slot_xor1_twin).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn warp_slot_xor(x: &[u32], out: &mut [u32]) {
        let mut s = shared_array::<u32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = x[i % x.len()];
        warp::sync_warp();
        let a = s[t ^ 1];
        let b = s[t ^ (lane_id() as usize & 7)];
        let c = s[((t & !31) | (t % 32)) ^ 16];
        if i < out.len() {
            out[i] = a + b + c;
        }
    }
}
// CHECK: kernel @warp_slot_xor(
