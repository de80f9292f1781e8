//! `y.reverse()` of a kernel's `&mut` parameter: every thread writes the
//! whole slice. `slice::reverse` has no row in the call table yet (O0: the
//! call, O3: core's `reverse::revswap`), so it is RG0100 today; whoever maps
//! it must keep this refused through S5 (a whole-slice part, like
//! `fill`/`iter_mut`: RG0203) and update the CHECK line.
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
// CHECK: error[RG0100]: unknown call `{{.*}}reverse
