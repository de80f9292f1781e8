//! S5 misuse: a `loop` with a manual break on a parameter, `loop { if i >= n { break } if i < y.len() { y[i] += 1 } i += stride }`: the step is not taken under a length test. Expected RG0201 at O3.
// OPT-LEVELS: 3
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_loop_manual_break_param(y: &mut [u32], n: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        loop {
            if i >= n {
                break;
            }
            if i < y.len() {
                y[i] += 1;
            }
            i += stride;
        }
    }
}
// CHECK: error[RG0201]: write to `y[
