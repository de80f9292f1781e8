//! Near miss of the const-array element rule (a read of `K[1]` at a
//! constant index is that element): `y[i * K[0]]` with `K[0] == 0` makes
//! every thread write `y[0]` (RG0201). `y[i * K[1]]` (K[1] == 1) is
//! accepted (redteam S5_rt3_const_array_stride_twin).
#![no_std]
use rsgpu::*;

const K: [usize; 2] = [0, 1];

rsgpu::kernel! {
    pub fn const_array_zero_stride(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let j = i * K[0];
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y[{{.*}}]` may collide: two threads can write the same element
