//! S8: a `Rev<Range>` advanced by `next()` under `if t < 4`, then iterated around a
//! barrier: threads below 4 reach one barrier fewer (cause C of the third set).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rev_next_under_thread_branch_then_barrier_loop(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut it = (0..8usize).rev();
        if t < 4 {
            it.next();
        }
        let mut n = 0.0f32;
        for _ in it {
            sync_threads();
            n += 1.0;
        }
        if i < y.len() && i < x.len() {
            y[i] = n;
        }
    }
}
// CHECK: error[RG0210]:
