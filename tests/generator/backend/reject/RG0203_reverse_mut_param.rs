//! S5: `reverse()` of a kernel's `&mut` parameter: every thread writes all
//! of `y` (branch cr25). At O0 the call is a whole-slice part (RG0203); at
//! O3 rustc inlines it to raw pointers into `y` handed to core's `revswap`,
//! which the pass does not follow (RG0202).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn reverse_mut_param(y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y.reverse();
        }
    }
}
// CHECK-O0: error[RG0203]: `y.reverse()` hands every thread all of `y`
// CHECK-O3: error[RG0202]: `y` is stored where this pass cannot follow it
