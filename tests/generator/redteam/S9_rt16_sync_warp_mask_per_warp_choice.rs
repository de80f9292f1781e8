//! S9 misuse: the mask chosen per warp: `if t < 32 { full } else { 0xffff }`.
//! The choice is warp-uniform, but warp 1 passes a partial constant mask that
//! all its 32 lanes reach (docs: a constant mask must be `0xffff_ffff`; the
//! mask must be a constant or a kernel parameter).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn sync_warp_mask_per_warp_choice(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let m: u32 = if t < 32 { 0xffff_ffff } else { 0xffff };
        warp::sync_warp_mask(m);
        v += 1.0;
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: error[RG0211]:
