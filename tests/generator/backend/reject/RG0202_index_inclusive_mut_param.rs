//! S5: `&y[a..=b]` of a kernel's `&mut` parameter (branch u27fix): a call
//! handed `y` (O3: the SliceIndex call).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_inclusive_mut_param(y: &mut [u32], a: usize, b: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            let s = &y[a..=b];
            y[i] = s.len() as u32;
        }
    }
}
// CHECK-O0: error[RG0202]: `y` is passed to `core.slice.index_inclusive`
// CHECK-O3: error[RG0202]: `y` is passed to `core.slice.index_inclusive_si`
