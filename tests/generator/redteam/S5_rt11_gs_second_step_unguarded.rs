//! S5 misuse: two steps per iteration, the first under `i < y.len()`, the second outside it: `while i < n { if i < y.len() { y[i] += 1; i += stride } i += stride }`. Past the length i walks on to n near 2^64 and wraps at O3. Expected RG0201 at O3.
// OPT-LEVELS: 3
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_second_step_unguarded(y: &mut [u32], n: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < n {
            if i < y.len() {
                y[i] += 1;
                i += stride;
            }
            i += stride;
        }
    }
}
// CHECK: error[RG0201]: write to `y[
