//! arm 1: write, helper barrier, read t+64, helper barrier; arm 2: helper, write, helper (via a device fn)
#![no_std]
use rsgpu::*;
fn bar() { sync_threads(); }
rsgpu::kernel! {
    pub fn S8_rt6_copies_helper_vs_direct_shifted(x: &[u32], out: &mut [u32], p: u32) {
        let mut s = shared_array::<u32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        let mut v = 0u32;
        if t < 64 { s[t] = 1; bar(); v = s[t + 64]; bar(); } else { bar(); s[t] = 2; bar(); }
        if i < out.len() {
            out[i] = v;
        }
    }
}
// CHECK: error[RG0220]: read of `s
