//! Twin of S8_rt5_helper_arms_different_counts: the same device fn with the
//! same uniform argument in both arms (one barrier per path). Must translate
//! (today RG0210: a barrier in a loop to a parameter of a device fn is taken
//! as thread-dependent, analyses.md "Barriers in called functions").
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
    pub fn helper_arms_same_count_twin(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v;
        if thread_idx_x() < 64 {
            v = 1.0;
            sync_n(1);
        } else {
            v = 2.0;
            sync_n(1);
        }
        if i < y.len() {
            y[i] = v;
        }
    }
}
// CHECK: kernel @helper_arms_same_count_twin(
