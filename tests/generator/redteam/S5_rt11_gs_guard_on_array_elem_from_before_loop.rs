//! S5 misuse: as the tuple case with a one-element array literal `let a = [i]; .. if a[0] < y.len() { i += stride } else { break }`: a[0] is i before the loop. Expected RG0201 at O3.
// OPT-LEVELS: 3
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_guard_on_array_elem_from_before_loop(y: &mut [u32], n: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let a = [i];
        while i < n {
            if i < y.len() {
                y[i] += 1;
            }
            if a[0] < y.len() {
                i += stride;
            } else {
                break;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[
