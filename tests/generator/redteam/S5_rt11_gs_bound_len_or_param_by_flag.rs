//! S5 misuse: a length disguised: `let b = if flag != 0 { y.len() } else { n }` (a uniform choice between a length and a parameter), `while i < b { if i < y.len() { y[i] += 1 } i += stride }`. With flag = 0 it is the parameter bound. Expected RG0201 at O3.
// OPT-LEVELS: 3
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_bound_len_or_param_by_flag(y: &mut [u32], n: usize, flag: u32) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let b = if flag != 0 { y.len() } else { n };
        while i < b {
            if i < y.len() {
                y[i] += 1;
            }
            i += stride;
        }
    }
}
// CHECK: error[RG0201]: write to `y[
