//! Twin: a flag set under `t >> 5 == 1` (warp 1), then under it a constant
//! shuffle loop and `sync_warp_mask(0xffff_ffff)`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn flag_shr5_loop_twin(x: &[f32], out: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let mut v = if t < x.len() { x[t] } else { 0.0 };
        let mut go = false;
        if t >> 5 == 1 {
            go = true;
        }
        if go {
            let mut s = 16u32;
            while s > 0 {
                v += warp::shfl_xor(v, s);
                s /= 2;
            }
            warp::sync_warp_mask(0xffff_ffff);
        }
        if t < out.len() {
            out[t] = v;
        }
    }
}
// CHECK: kernel @flag_shr5_loop_twin(
