//! S9: under `if t < 32` every lane of warp 0 reaches `sync_warp_mask`, so a
//! constant partial mask leaves lanes out, as it would outside the branch.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn sync_warp_mask_partial_in_warp_zero(out: &mut [u32]) {
        let t = thread_idx_x() as usize;
        if t < 32 {
            warp::sync_warp_mask(0xffff);
        }
        if t < out.len() {
            out[t] = 1;
        }
    }
}
// CHECK: error[RG0211]: warp barrier `sync_warp_mask(0x0000ffff)` is reached by every lane of the warp, but its mask leaves lanes out
