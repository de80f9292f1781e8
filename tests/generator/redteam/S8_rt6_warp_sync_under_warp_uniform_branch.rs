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
// Since `if t < 32` counts as warp-uniform (whole warps reach its
// `sync_warp`, 1-D blocks), the misuse is the read in warps 1..: no warp
// barrier orders it after the neighbour lane's write (S8).
// CHECK: error[RG0220]: read of `s[(base + ((t + 1) % 32))]` may see another thread's write of `s[t]`: no barrier between them
