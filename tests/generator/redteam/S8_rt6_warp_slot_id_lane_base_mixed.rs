//! S8 warp phases: writes at `thread_idx_x() + 1`, reads at the thread's own warp base plus the lane: slot 32 (thread 31's) read by thread 32. Expected RG0220.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn S8_rt6_warp_slot_id_lane_base_mixed(x: &[u32], out: &mut [u32]) {
        let mut s = shared_array::<u32, 512>();
        let i = block_idx_x() as usize * 256 + thread_idx_x() as usize;
        let mut v = 0u32;
        let t = thread_idx_x() as usize; s[t + 1] = x[i % x.len()]; warp::sync_warp(); v = s[(t & !31) + lane_id() as usize];
        if i < out.len() {
            out[i] = v;
        }
    }
}
// CHECK: error[RG0220]: read of `s
