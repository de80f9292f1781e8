//! S5: `y.reverse()` of a kernel's `&mut` parameter: every thread writes the
//! whole slice. Refused (at O0 the call itself, at O3 what rustc inlines of
//! it); `reverse` of a thread's own array is accepted
//! (accept/slice_reverse_local).
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
// CHECK: error[RG0
