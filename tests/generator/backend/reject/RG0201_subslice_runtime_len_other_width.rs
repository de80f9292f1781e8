//! Near miss of accept/subslice_mut_runtime_len.rs: the part starts at
//! `row * n` but ends at `(row + 1) * m`: with m > n it reaches the next
//! thread's row.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn subslice_runtime_len_other_width(y: &mut [f32], n: usize, m: usize) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if row * n <= (row + 1) * m && (row + 1) * m <= y.len() {
            for v in y[row * n..(row + 1) * m].iter_mut() { *v = 0.0; }
        }
    }
}
// CHECK: error[RG0201]: mutable borrow of `y[(row * n)..
// CHECK-SAME: may collide: its length is not a constant
