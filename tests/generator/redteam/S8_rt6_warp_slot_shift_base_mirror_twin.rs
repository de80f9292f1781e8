//! Twin (correct, S8 warp phases): `((t >> 5) << 5) + (lane_id() ^ 31)` (the mirror lane) after `sync_warp_mask(0xffff_ffff)`. Must translate.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn S8_rt6_warp_slot_shift_base_mirror_twin(x: &[u32], out: &mut [u32]) {
        let mut s = shared_array::<u32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        let mut v = 0u32;
        s[t] = x[i % x.len()]; warp::sync_warp_mask(0xffff_ffff); v = s[((t >> 5) << 5) + (lane_id() as usize ^ 31)];
        if i < out.len() {
            out[i] = v;
        }
    }
}
// CHECK: kernel @S8_rt6_warp_slot_shift_base_mirror_twin(
