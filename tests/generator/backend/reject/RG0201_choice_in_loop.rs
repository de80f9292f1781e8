//! S5 near miss of a slice chosen once among parameters (analysis/
//! ThreadChoices.cpp): the choice is made again on every trip of a loop, by
//! the trip counter, so its length changes over time: thread i writes
//! `y[i + z.len()]` on trip 1 and thread i + z.len() - x.len() writes the
//! same element on trip 0.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn choice_in_loop(n: u32, x: &[f32], z: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for k in 0..n {
            let s: &[f32] = if k == 1 { z } else { x };
            let j = i + s.len();
            if j < y.len() {
                y[j] = k as f32;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[j]` may collide: two threads can write the same element
