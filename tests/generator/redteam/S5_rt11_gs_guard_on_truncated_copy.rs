//! S5 misuse: the step under `(i as u32 as usize) < y.len()`: the low 32 bits of i are below the length while i itself is near 2^64 (n a parameter). A truncation is no copy. Expected RG0201 at O3.
// OPT-LEVELS: 3
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_guard_on_truncated_copy(y: &mut [u32], n: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < n {
            if i < y.len() {
                y[i] += 1;
            }
            if (i as u32 as usize) < y.len() {
                i += stride;
            } else {
                break;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[
