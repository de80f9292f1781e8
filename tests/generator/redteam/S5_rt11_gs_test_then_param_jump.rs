//! S5 misuse: the length test before a reassignment of i: `if i < y.len() { y[i] += 1; i += skip; i += stride } else { break }` (skip a parameter): the step is taken after i's last assignment `i += skip` with no test since; i near 2^64 wraps. Expected RG0201 at O3 (O0 checks both adds; i = gid + k * (stride + skip) is injective without a wrap).
// OPT-LEVELS: 3
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_test_then_param_jump(y: &mut [u32], n: usize, skip: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < n {
            if i < y.len() {
                y[i] += 1;
                i += skip;
                i += stride;
            } else {
                break;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[
