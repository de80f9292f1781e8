//! S8: nested arms `if t < 64 { if t < 32 { sync_threads() } else {} } else {
//! sync_threads() }` — threads 32..63 pass no barrier. Expected RG0210.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn arms_each_barrier_nested_missing(y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if t < 64 {
            if t < 32 { sync_threads(); } else { }
        } else {
            sync_threads();
        }
        if i < y.len() { y[i] = 1.0; }
    }
}
// CHECK: error[RG0210]:
