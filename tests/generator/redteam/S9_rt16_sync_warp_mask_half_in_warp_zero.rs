//! S9 misuse: `sync_warp_mask(0xffff)` in warp 0 (`if t < 32`): a constant
//! partial mask reached by every lane (docs: RG0211).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn sync_warp_mask_half_in_warp_zero(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        if t < 32 {
            warp::sync_warp_mask(0xffff);
            v += 1.0;
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]:
