//! S5 misuse: the counter in u32, `let mut i: u32 = gid; while i < y.len() as u32 { y[i as usize] += 1; i += stride; }`: below 64 bits the step must be overflow-checked (docs), and the truncated length may be close to 2^32, so at O3 `i += stride` wraps in u32 onto another thread's walk. Expected RG0201 at O3.
// OPT-LEVELS: 3
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_u32_counter_truncated_len(y: &mut [u32]) {
        let stride = grid_dim_x() * block_dim_x();
        let mut i = block_idx_x() * block_dim_x() + thread_idx_x();
        let b = y.len() as u32;
        while i < b {
            y[i as usize] += 1;
            i += stride;
        }
    }
}
// CHECK: error[RG0201]: write to `y[
