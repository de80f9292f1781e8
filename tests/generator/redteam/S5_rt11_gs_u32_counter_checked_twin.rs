//! Twin: the u32 counter at opt-level 0, where `i += stride` is overflow-checked (a wrap panics) and the start is exact: `while i < b { y[i as usize] += 1; i += stride }` with u32 i, stride and b = y.len() as u32. Docs: below 64 bits the step must be overflow-checked (O0). Must translate at O0.
// OPT-LEVELS: 0
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_u32_counter_checked_twin(y: &mut [u32]) {
        let stride = grid_dim_x() * block_dim_x();
        let mut i = block_idx_x() * block_dim_x() + thread_idx_x();
        let b = y.len() as u32;
        while i < b {
            y[i as usize] += 1;
            i += stride;
        }
    }
}
// CHECK: kernel @gs_u32_counter_checked_twin(
