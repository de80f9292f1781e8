//! S9/S8: lane 0 writes a shared slot, every lane calls
//! `sync_warp_mask(0x1)`, lane 1 reads the slot. Lanes 1..31 are not in the
//! mask they call (RG0211), and the masked barrier ends no block phase: the
//! read of the slot lane 0 writes is RG0220 too.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn sync_warp_mask_lane0_only_constant(out: &mut [f32]) {
        let mut s = shared_array::<f32, 128>();
        let t = thread_idx_x() as usize;
        if t == 0 {
            s[0] = 1.0;
        }
        warp::sync_warp_mask(0x1);
        if t == 1 && t < out.len() {
            out[t] = s[0];
        }
    }
}
// CHECK: error[RG0211]: warp barrier `sync_warp_mask(0x00000001)` is reached by every lane of the warp, but its mask leaves lanes out
// CHECK: error[RG0220]:
