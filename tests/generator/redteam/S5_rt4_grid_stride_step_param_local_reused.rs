//! S5 (cause P probe): the grid-stride step `let s = if flag != 0 { k } else {
//! grid_dim_x() * block_dim_x() }` (rustc may reuse k's local) in `while i <
//! y.len() { y[i] = ..; i += s }` — with flag = 1, k = 1 thread g writes g,
//! g + 1, ... Expected RG0201 (passes: the grid-stride rule is not fooled).
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn grid_stride_step_param_reused(flag: u32, k: usize, y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let s = if flag != 0 { k } else { (grid_dim_x() * block_dim_x()) as usize };
        let mut i = g;
        while i < y.len() {
            y[i] = 1.0;
            i += s;
        }
    }
}
// CHECK: error[RG0201]:
