//! S5: threads 2k and 2k+1 both write y[k].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn half_index(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() {
            y[i / 2] = x[i];
        }
    }
}
// CHECK: error[RG0201]: write to `y[(i / 2)]` may collide: two threads can write the same element
// CHECK: = note: the index is not an injective function of the thread id
