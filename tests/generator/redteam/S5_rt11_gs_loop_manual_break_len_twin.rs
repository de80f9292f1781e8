//! Twin: `loop { if i >= y.len() { break } y[i] += 1; i += stride }`: the step is on the false edge of `i >= y.len()`, i.e. where `i < y.len()` holds. Must translate at O0 and O3.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_loop_manual_break_len_twin(y: &mut [u32]) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        loop {
            if i >= y.len() {
                break;
            }
            y[i] += 1;
            i += stride;
        }
    }
}
// CHECK: kernel @gs_loop_manual_break_len_twin(
