//! Near miss of accept/row_loop_forms.rs (row_loop_while): the loop tests
//! `k < W` but writes at `j`, which starts at 1: the last trip writes
//! element 8, element 0 of row `row + 1`. A guard bounds the local it
//! compares only. RG0201.
#![no_std]
use rsgpu::*;

const W: usize = 8;

rsgpu::kernel! {
    pub fn row_loop_while_other_counter(y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 2) * W <= y.len() {
            let mut j = 1usize;
            let mut k = 0usize;
            while k < W {
                y[row * W + j] = 1.0;
                j += 1;
                k += 1;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[((row * 8) + j)]` may collide
