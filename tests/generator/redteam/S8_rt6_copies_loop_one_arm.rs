//! arm 1: a loop of p barriers; arm 2: one barrier
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn S8_rt6_copies_loop_one_arm(x: &[u32], out: &mut [u32], p: u32) {
        let mut s = shared_array::<u32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        let mut v = 0u32;
        if t < 64 { for _ in 0..p { sync_threads(); } } else { sync_threads(); } v = 1;
        if i < out.len() {
            out[i] = v;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads
