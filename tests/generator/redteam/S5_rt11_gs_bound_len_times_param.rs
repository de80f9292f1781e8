//! S5 misuse: a length disguised: the loop bound is `y.len().wrapping_mul(m)` (m a parameter, any value mod 2^64), and the step is outside the `i < y.len()` test. Not a `PtrMetadata` of a slice. Expected RG0201 at O3.
// OPT-LEVELS: 3
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_bound_len_times_param(y: &mut [u32], m: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let b = y.len().wrapping_mul(m);
        while i < b {
            if i < y.len() {
                y[i] += 1;
            }
            i += stride;
        }
    }
}
// CHECK: error[RG0201]: write to `y[
