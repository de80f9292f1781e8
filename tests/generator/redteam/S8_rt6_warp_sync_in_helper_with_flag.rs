//! S8 warp phases: sync_warp in a device fn under its flag parameter (false at launch)
#![no_std]
use rsgpu::*;
fn maybe_sync(f: bool) { if f { warp::sync_warp(); } }
rsgpu::kernel! {
    pub fn S8_rt6_warp_sync_in_helper_with_flag(x: &[u32], out: &mut [u32], p: u32) {
        let mut s = shared_array::<u32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = x[i % x.len()]; maybe_sync(p != 0); let base = t & !31; let v = s[base + (t + 1) % 32];
        if i < out.len() {
            out[i] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `sync_warp
