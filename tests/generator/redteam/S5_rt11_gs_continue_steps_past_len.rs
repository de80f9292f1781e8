//! S5 misuse: a grid-stride `while i < n` (n a parameter) whose `continue` arm takes the step where `i >= y.len()`: `if i >= y.len() { i += stride; continue; }`. At O3 the add wraps past 2^64 onto another thread's walk (docs/generator/analyses.md: the step must be taken where `i < len` holds). Expected RG0201 at O3 (O0 checks the add).
// OPT-LEVELS: 3
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_continue_steps_past_len(y: &mut [u32], n: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < n {
            if i >= y.len() {
                i += stride;
                continue;
            }
            y[i] += 1;
            i += stride;
        }
    }
}
// CHECK: error[RG0201]: write to `y[
