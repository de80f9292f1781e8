//! `y.reverse()` of a kernel's `&mut` parameter (guarded by `i == 0`):
//! S5 refuses a whole-slice part whoever takes it (like `fill`/`iter_mut`).
//! Since branch cr25 maps `slice::reverse` (RG0100 before): O0 the call,
//! RG0203; O3 core's `reverse::revswap` of raw pointers into `y`, RG0202.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn reverse_param(y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i == 0 {
            y.reverse();
        }
    }
}
// CHECK-O0: error[RG0203]: `y.reverse()` hands every thread all of `y`
// CHECK-O3: error[RG0202]: `y` is stored where this pass cannot follow it
