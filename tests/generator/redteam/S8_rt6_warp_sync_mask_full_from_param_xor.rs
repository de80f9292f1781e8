//! S8 warp phases: mask p ^ p ^ 0xffff_ffff? no: mask !p (parameter-derived)
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn S8_rt6_warp_sync_mask_full_from_param_xor(x: &[u32], out: &mut [u32], p: u32) {
        let mut s = shared_array::<u32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = x[i % x.len()]; warp::sync_warp_mask(!p); let v = s[(t & !31) + (t + 1) % 32];
        if i < out.len() {
            out[i] = v;
        }
    }
}
// CHECK: error[RG0220]: read of `s
