//! S8: a kernel parameter reassigned per thread (`n = thread_idx_x() % 4;`) before `for _ in 0..n { sync_threads(); }`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn param_trip_count_reassigned(mut n: u32, y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        n = thread_idx_x() % 4;
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
