//! S5: four elements per thread, written by a loop over five.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn loop_one_past_the_thread_chunk(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for k in 0..5 {
            let j = i * 4 + k; // k == 4 is the next thread's first element
            if j < y.len() {
                y[j] = 1.0;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[j]` may collide
