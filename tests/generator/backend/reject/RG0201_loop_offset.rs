//! S5: the offset changes over time: thread g at k = 1 and thread g + 1 at
//! k = 0 write the same element.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn loop_offset(y: &mut [f32], steps: usize) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut k = 0;
        while k < steps {
            if g + k < y.len() {
                y[g + k] = 1.0;
            }
            k += 1;
        }
    }
}
// CHECK: error[RG0201]: write to `y[{{.*}}]` may collide: two threads can write the same element
