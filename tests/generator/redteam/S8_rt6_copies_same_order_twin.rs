//! Twin (correct, S8 warp phases): one barrier in each arm of `t < 64`, writes before, reads after (copies of one barrier). Must translate.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn S8_rt6_copies_same_order_twin(x: &[u32], out: &mut [u32]) {
        let mut s = shared_array::<u32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        let mut v = 0u32;
        if t < 64 { s[t] = 1; sync_threads(); v = s[t + 64]; } else { s[t] = 2; sync_threads(); }
        if i < out.len() {
            out[i] = v;
        }
    }
}
// CHECK: kernel @S8_rt6_copies_same_order_twin(
