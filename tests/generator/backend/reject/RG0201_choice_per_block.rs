//! S5 near miss of a slice chosen once among parameters (analysis/
//! ThreadChoices.cpp): the choice depends on the block, so block 0 writes
//! `y[i + z.len()]` and the other blocks `y[i + x.len()]`: thread i of block
//! 0 and thread i + z.len() - x.len() of block 1 write the same element.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn choice_per_block(x: &[f32], z: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let s: &[f32] = if block_idx_x() == 0 { z } else { x };
        let j = i + s.len();
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y[j]` may collide: two threads can write the same element
