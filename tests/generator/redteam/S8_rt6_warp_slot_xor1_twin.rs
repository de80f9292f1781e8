//! Twin (correct, S8 warp phases): `s[t ^ 1]` after `sync_warp()` (t ^ 1 stays in t's warp). Must translate.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn S8_rt6_warp_slot_xor1_twin(x: &[u32], out: &mut [u32]) {
        let mut s = shared_array::<u32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        let mut v = 0u32;
        s[t] = x[i % x.len()]; warp::sync_warp(); v = s[t ^ 1];
        if i < out.len() {
            out[i] = v;
        }
    }
}
// CHECK: kernel @S8_rt6_warp_slot_xor1_twin(
