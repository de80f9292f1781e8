//! S5 misuse: the step in two arms, one under `i < y.len()` and one under `else if flag != 0` (where i >= y.len()): `while i < n { if i < y.len() { y[i] += 1; i += stride } else if flag != 0 { i += stride } else { break } }`. Expected RG0201 at O3.
// OPT-LEVELS: 3
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_step_in_else_if_arm(y: &mut [u32], n: usize, flag: u32) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < n {
            if i < y.len() {
                y[i] += 1;
                i += stride;
            } else if flag != 0 {
                i += stride;
            } else {
                break;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[
