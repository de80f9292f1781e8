//! S8: a kernel parameter (taken as invariant) rewritten per thread through a `&mut`: `let r = &mut n; *r = thread_idx_x() % 4; for _ in 0..n { sync_threads(); }`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn param_trip_count_through_mut_ref(mut n: u32, y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let r = &mut n;
        *r = thread_idx_x() % 4;
        let mut acc = 0.0f32;
        for _ in 0..n {
            sync_threads();
            acc += 1.0;
        }
        if i < y.len() {
            y[i] = acc;
        }
    }
}
// CHECK: error[RG0210]:
