//! S5: the offset depends on the thread: thread 4 writes y[4], thread 5 writes y[5 - 1].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn divergent_offset(y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let o = if thread_idx_x() < 5 { 0 } else { 1 };
        let j = g.wrapping_sub(o);
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y[j]` may collide: two threads can write the same element
