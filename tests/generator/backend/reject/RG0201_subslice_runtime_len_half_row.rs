//! Near miss of accept/subslice_mut_runtime_len.rs: the row is `gid / 2`:
//! two threads take the same row.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn subslice_runtime_len_half_row(y: &mut [f32], n: usize) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let row = gid / 2;
        if (row + 1) * n <= y.len() {
            for v in y[row * n..(row + 1) * n].iter_mut() { *v = 0.0; }
        }
    }
}
// CHECK: error[RG0201]: mutable borrow of `y[(row * n)..
// CHECK-SAME: may collide: its length is not a constant
