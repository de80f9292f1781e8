//! S5: a const array read at a constant index as a stride:
//! `const K: [usize; 2] = [1, 0]; y[i * K[1]]` — every thread writes y[0].
#![no_std]
use rsgpu::*;

const K: [usize; 2] = [1, 0];

rsgpu::kernel! {
    pub fn const_array_zero_factor(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let j = i * K[1];
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
