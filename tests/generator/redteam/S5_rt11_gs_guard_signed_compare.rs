//! S5 misuse: the step under a *signed* test `(i as isize) < (y.len() as isize)`: for i >= 2^63 the cast is negative and the test holds, so i walks on to n near 2^64 and wraps. Same bits as i and len, but not `x < len` unsigned. Expected RG0201 at O3.
// OPT-LEVELS: 3
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_guard_signed_compare(y: &mut [u32], n: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < n {
            if i < y.len() {
                y[i] += 1;
            }
            if (i as isize) < (y.len() as isize) {
                i += stride;
            } else {
                break;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[
