//! S5: a helper receives the whole `&mut` slice; writes across calls are not
//! analysed yet.
#![no_std]
use rsgpu::*;

#[inline(never)]
fn put(y: &mut [f32], i: usize) {
    if i < y.len() {
        y[i] = 1.0;
    }
}

rsgpu::kernel! {
    pub fn mut_slice_to_call(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        put(y, i);
    }
}
// CHECK: error[RG0202]: `y` is passed to `{{.*}}put`, which could write any element of it
