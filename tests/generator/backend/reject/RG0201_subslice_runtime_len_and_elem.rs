//! Near miss of accept/subslice_mut_runtime_len.rs: next to its row part the
//! thread writes `y[row]`, an element of another thread's row.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn subslice_runtime_len_and_elem(y: &mut [f32], n: usize) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 1) * n <= y.len() {
            for v in y[row * n..(row + 1) * n].iter_mut() { *v = 0.0; }
            y[row] = 1.0;
        }
    }
}
// CHECK: error[RG0201]:
// CHECK-SAME: may collide
