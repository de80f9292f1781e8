//! Near miss of accept/subslice_mut_runtime_len.rs: the part spans two rows,
//! `row * n..(row + 2) * n`: thread `row`'s second row is thread `row +
//! 1`'s first.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn subslice_runtime_len_two_rows(y: &mut [f32], n: usize) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 2) * n <= y.len() {
            for v in y[row * n..(row + 2) * n].iter_mut() { *v = 0.0; }
        }
    }
}
// CHECK: error[RG0201]: mutable borrow of `y[(row * n)..
// CHECK-SAME: may collide: its length is not a constant
