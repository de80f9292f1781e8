//! S5 misuse: a length disguised: `while i < core::cmp::max(y.len(), n)` with the step outside the `i < y.len()` test; the max is n when n is larger (near 2^64). Expected RG0201 at O3.
// OPT-LEVELS: 3
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_bound_max_of_len_and_param(y: &mut [u32], n: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let b = core::cmp::max(y.len(), n);
        while i < b {
            if i < y.len() {
                y[i] += 1;
            }
            i += stride;
        }
    }
}
// CHECK: error[RG0201]: write to `y[
