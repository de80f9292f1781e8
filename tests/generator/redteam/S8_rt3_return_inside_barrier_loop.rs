//! S8: `for k in 0..4 { sync_threads(); if t == k { return; } }` — thread k leaves after barrier k; the others wait for it at barrier k + 1.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn return_inside_barrier_loop(y: &mut [f32]) {
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for k in 0..4usize {
            sync_threads();
            if t == k {
                return;
            }
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]:
