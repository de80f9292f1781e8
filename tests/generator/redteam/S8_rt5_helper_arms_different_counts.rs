//! S8: the rsgpu-gen twin of the rsgpu-check hole
//! tests/redteam5/checker/S8_rt5_chk_helper_arms_pass_different_counts.cpp:
//! one device fn that synchronises on every path (`sync_threads()` then `n`
//! more), called in both arms of `t < 64` with n = 0 and n = 1: one call per
//! path, but the arms' threads arrive a different number of times. Expected
//! RG0210 (the helper's barrier count depends on its parameter).
#![no_std]
use rsgpu::*;

#[inline(never)]
fn sync_n(n: u32) {
    sync_threads();
    for _ in 0..n {
        sync_threads();
    }
}

rsgpu::kernel! {
    pub fn helper_arms_different_counts(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if thread_idx_x() < 64 {
            sync_n(0);
        } else {
            sync_n(1);
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]:
