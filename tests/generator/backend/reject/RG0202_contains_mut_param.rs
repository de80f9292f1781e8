//! S5: `contains(&x)` reads every element of a kernel's `&mut` parameter,
//! which other threads write (branch cr25): refused as a call handed `y`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn contains_mut_param(y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            let k = y[i];
            y[i] = y.contains(&(k + 1)) as u32;
        }
    }
}
// CHECK-O0: error[RG0202]: `y` is passed to `core.slice.contains`
// CHECK-O3: error[RG0202]: `y` is passed to `core.slice.slice_contains`
