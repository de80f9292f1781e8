//! one arm: write, barrier, read t+64, barrier; the other: barrier, write own slot, barrier. Same count 2 per path, but the 2nd arm writes s[t] in the phase where the first arm reads s[t + 64]
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn S8_rt6_copies_phase_shifted(x: &[u32], out: &mut [u32], p: u32) {
        let mut s = shared_array::<u32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        let mut v = 0u32;
        if t < 64 { s[t] = 1; sync_threads(); v = s[t + 64]; sync_threads(); } else { sync_threads(); s[t] = 2; sync_threads(); }
        if i < out.len() {
            out[i] = v;
        }
    }
}
// CHECK: error[RG0220]: read of `s
