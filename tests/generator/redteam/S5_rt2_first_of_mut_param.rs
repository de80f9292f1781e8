//! S5: `y.first()` (a shared look at element 0 of the `&mut` parameter) read
//! by every thread while thread 0 writes y[0].
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn first_of_mut_param(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let f = match y.first() {
            Some(v) => *v,
            None => 0.0,
        };
        if i < y.len() {
            y[i] = f + 1.0;
        }
    }
}
// CHECK: error[RG020{{[123]}}]:
// CHECK: {{`y`|`y\[}}
