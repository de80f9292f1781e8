//! S9 misuse: `sync_warp_mask(0xffff_ffff)` under `t < 16`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn sync_warp_mask_full_half_warp(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t < 16 {
            warp::sync_warp_mask(0xffff_ffff);
            v += 1.0;
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]:
