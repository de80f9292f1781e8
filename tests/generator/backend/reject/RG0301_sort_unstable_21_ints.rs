//! `sort_unstable()` of 21 integers (branch cr25): refused at O0 like
//! `sort_unstable_by` (RG0301); at O3 rustc inlines core's entry and calls
//! `ipnsort`, which the call table refuses by name (RG0301, the same reason).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn sort_unstable_21_ints(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() && i + 21 <= x.len() {
            let mut w = [0u32; 21];
            w.copy_from_slice(&x[i..i + 21]);
            w.sort_unstable();
            y[i] = w[10];
        }
    }
}
// CHECK-O0: error[RG0301]: cannot emit `core.slice.sort_unstable` of an array of 21 elements
// CHECK-O3: error[RG0301]: `core::slice::sort::unstable::ipnsort
