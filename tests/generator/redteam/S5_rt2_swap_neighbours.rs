//! S5: `y.swap(i, i + 1)`: thread i and thread i + 1 both write y[i + 1].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn swap_neighbours(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i + 1 < y.len() {
            y.swap(i, i + 1);
        }
    }
}
// CHECK: error[RG020{{[123]}}]:
