//! Twin: `const K: [usize; 2] = [0, 1]; y[i * K[1]]` (= y[i]). May be refused
//! conservatively (the factor is a const array element): a false positive.
#![no_std]
use rsgpu::*;

const K: [usize; 2] = [0, 1];

rsgpu::kernel! {
    pub fn const_array_stride_twin(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let j = i * K[1];
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: kernel @const_array_stride_twin(
