//! S8 misuse (red team 21): two local closures, one with one barrier and one with two, called in the two arms of `t < 16`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_closures_with_different_counts_per_branch(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let a = || sync_threads();
        let b = || {
            sync_threads();
            sync_threads();
        };
        if t < 16 {
            a();
        } else {
            b();
        }
        let s = 1.0;
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
