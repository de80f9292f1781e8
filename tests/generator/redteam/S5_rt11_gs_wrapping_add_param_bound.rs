//! S5 misuse: `i = i.wrapping_add(stride)` under `while i < n` (n a parameter), the write under `if i < y.len()`: wrapping_add is not overflow-checked at O0 either, so both levels must refuse it. Expected RG0201 at O0 and O3.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_wrapping_add_param_bound(y: &mut [u32], n: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < n {
            if i < y.len() {
                y[i] += 1;
            }
            i = i.wrapping_add(stride);
        }
    }
}
// CHECK: error[RG0201]: write to `y[
