//! S5 misuse: the step is taken under a test of another variable, an iteration counter `j < y.len()`, not of `i`: i = gid + j * stride reaches 2^64 long before j reaches the length (stride up to 2^41). Expected RG0201 at O3.
// OPT-LEVELS: 3
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_guard_on_iteration_counter(y: &mut [u32], n: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut j = 0usize;
        while i < n {
            if i < y.len() {
                y[i] += 1;
            }
            if j < y.len() {
                i += stride;
                j += 1;
            } else {
                break;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[
