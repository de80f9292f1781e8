//! one arm sync_threads, the other sync_warp: one barrier each
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn S8_rt6_copies_block_vs_warp(x: &[u32], out: &mut [u32], p: u32) {
        let mut s = shared_array::<u32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        let mut v = 0u32;
        s[t] = x[i % x.len()]; if t < 64 { sync_threads(); } else { warp::sync_warp(); } v = s[(t + 1) % 256];
        if i < out.len() {
            out[i] = v;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads
