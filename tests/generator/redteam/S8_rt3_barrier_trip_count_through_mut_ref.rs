//! S8: a loop bound rewritten through a `&mut` to a per-thread value:
//! `let mut n = 4; let r = &mut n; *r = t % 4; for _ in 0..n { sync_threads() }`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn barrier_trip_count_through_mut_ref(y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut n = 4usize;
        let r = &mut n;
        *r = t % 4;
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
