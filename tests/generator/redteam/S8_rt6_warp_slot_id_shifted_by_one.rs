//! S8 warp phases: the slot id is `thread_idx_x() + 1`: thread 31 (warp 0) owns slot 32 and reads slot 33 of the 'warp' 32..63, which thread 32 (warp 1) writes; sync_warp orders warp 0 only. Expected RG0220.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn S8_rt6_warp_slot_id_shifted_by_one(x: &[u32], out: &mut [u32]) {
        let mut s = shared_array::<u32, 512>();
        let i = block_idx_x() as usize * 256 + thread_idx_x() as usize;
        let mut v = 0u32;
        let t = thread_idx_x() as usize + 1; s[t] = x[i % x.len()]; warp::sync_warp(); v = s[(t & !31) + (t + 1) % 32];
        if i < out.len() {
            out[i] = v;
        }
    }
}
// CHECK: error[RG0220]: read of `s
