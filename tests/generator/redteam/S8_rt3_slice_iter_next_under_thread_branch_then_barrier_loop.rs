//! S8: `let mut it = x.iter(); if t < 4 { it.next(); } for v in it { sync_threads(); .. }`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn slice_iter_next_under_thread_branch_then_barrier_loop(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut it = x.iter();
        if t < 4 {
            it.next();
        }
        let mut n = 0.0f32;
        for v in it {
            sync_threads();
            n += *v;
        }
        if i < y.len() {
            y[i] = n;
        }
    }
}
// CHECK: error[RG0210]:
