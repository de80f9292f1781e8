//! S5: `for v in y.iter_mut() { *v = .. }`: every thread writes every element.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn iter_mut_fill_all(a: f32, y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for v in y.iter_mut() {
            *v = a + i as f32;
        }
    }
}
// CHECK: error[RG020{{[123]}}]:
