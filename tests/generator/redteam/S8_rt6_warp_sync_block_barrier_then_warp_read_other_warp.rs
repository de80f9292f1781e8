//! S8 warp phases: block barrier, then sync_warp, then another warp's slot
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn S8_rt6_warp_sync_block_barrier_then_warp_read_other_warp(x: &[u32], out: &mut [u32], p: u32) {
        let mut s = shared_array::<u32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        s[t] = x[i % x.len()]; sync_threads(); s[t] += 1; warp::sync_warp(); let v = s[(t + 32) % 256];
        if i < out.len() {
            out[i] = v;
        }
    }
}
// CHECK: error[RG0220]: read of `s
