//! S8 warp phases: sync_warp only in warp 0 (t < 32), the neighbour read in every warp
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn S8_rt6_warp_sync_under_warp_uniform_branch(x: &[u32], out: &mut [u32], p: u32) {
        let mut s = shared_array::<u32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = x[i % x.len()]; if t < 32 { warp::sync_warp(); } let base = t & !31; let v = s[base + (t + 1) % 32];
        if i < out.len() {
            out[i] = v;
        }
    }
}
// CHECK: error[RG0211]: warp collective `sync_warp
