//! S5 misuse: the step made by a helper through `&mut i`, `fn bump(i: &mut usize, s: usize) { *i += s }`, under `while i < n` (n a parameter) outside the length test. Expected RG0201 at O3.
// OPT-LEVELS: 3
#![no_std]
use rsgpu::*;

#[inline(always)]
fn bump(i: &mut usize, s: usize) {
    *i += s;
}

rsgpu::kernel! {
    pub fn gs_step_in_helper_param_bound(y: &mut [u32], n: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < n {
            if i < y.len() {
                y[i] += 1;
            }
            bump(&mut i, stride);
        }
    }
}
// CHECK: error[RG0201]: write to `y[
