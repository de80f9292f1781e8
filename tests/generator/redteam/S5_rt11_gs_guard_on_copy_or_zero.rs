//! S5 misuse: the step under a test of a local that is i's copy only when a uniform flag says so, `let c = if flag != 0 { i } else { 0 }; if c < y.len() { i += stride } else { break }`: with flag = 0 the test always holds and i walks on to n near 2^64. Expected RG0201 at O3.
// OPT-LEVELS: 3
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_guard_on_copy_or_zero(y: &mut [u32], n: usize, flag: u32) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < n {
            if i < y.len() {
                y[i] += 1;
            }
            let c = if flag != 0 { i } else { 0 };
            if c < y.len() {
                i += stride;
            } else {
                break;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[
