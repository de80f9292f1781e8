//! S8 (cause C): `while let Some(_) = it.next() { sync_threads(); if t < 4 {
//! it.next(); } }` over `0..8` — threads below 4 skip every other item and
//! reach half the barriers.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn range_skipped_in_body_under_thread_branch(y: &mut [f32]) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut it = 0..8u32;
        let mut n = 0.0f32;
        while let Some(_) = it.next() {
            sync_threads();
            n += 1.0;
            if t < 4 {
                it.next();
            }
        }
        if i < y.len() {
            y[i] = n;
        }
    }
}
// CHECK: error[RG0210]:
