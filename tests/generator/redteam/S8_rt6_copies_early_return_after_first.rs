//! arm 1 returns after barrier 1 of 2 when a per-thread value says so
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn S8_rt6_copies_early_return_after_first(x: &[u32], out: &mut [u32], p: u32) {
        let mut s = shared_array::<u32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        let mut v = 0u32;
        if t < 64 { sync_threads(); if x[i % x.len()] == 0 { return; } sync_threads(); } else { sync_threads(); sync_threads(); } v = 1;
        if i < out.len() {
            out[i] = v;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads
