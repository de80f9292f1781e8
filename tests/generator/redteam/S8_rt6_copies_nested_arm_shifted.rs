//! nested thread branches: same count per path, phases shifted in the inner arm
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn S8_rt6_copies_nested_arm_shifted(x: &[u32], out: &mut [u32], p: u32) {
        let mut s = shared_array::<u32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        let mut v = 0u32;
        if t < 128 { if t < 64 { s[t] = 1; sync_threads(); v = s[t + 64]; sync_threads(); } else { sync_threads(); sync_threads(); s[t] = 3; } } else { sync_threads(); s[t] = 2; sync_threads(); }
        if i < out.len() {
            out[i] = v;
        }
    }
}
// CHECK: error[RG0220]: read of `s
