//! S5 misuse: the step under a test of a tuple field built from i before the loop, `let p = (i, 0u32); while i < n { .. if p.0 < y.len() { i += stride } else { break } }`: the docs follow a literal's field to 'the operand it was built from', but that operand is i's value before the loop, not i now. Expected RG0201 at O3.
// OPT-LEVELS: 3
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_guard_on_tuple_field_from_before_loop(y: &mut [u32], n: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let p = (i, 0u32);
        while i < n {
            if i < y.len() {
                y[i] += 1;
            }
            if p.0 < y.len() {
                i += stride;
            } else {
                break;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[
