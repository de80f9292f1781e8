//! S8 warp phases: the slot id is `thread_idx_x() + 16`. Expected RG0220.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn S8_rt6_warp_slot_id_shifted_by_16(x: &[u32], out: &mut [u32]) {
        let mut s = shared_array::<u32, 512>();
        let i = block_idx_x() as usize * 256 + thread_idx_x() as usize;
        let mut v = 0u32;
        let t = thread_idx_x() as usize + 16; s[t] = x[i % x.len()]; warp::sync_warp(); v = s[t - t % 32 + (t + 1) % 32];
        if i < out.len() {
            out[i] = v;
        }
    }
}
// CHECK: error[RG0220]: read of `s
