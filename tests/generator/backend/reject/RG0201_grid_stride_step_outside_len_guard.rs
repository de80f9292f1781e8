//! S5 (O3): a grid-stride loop bounded by a parameter `n` that steps past
//! an element it skips (`continue` when `i >= y.len()`): that step is taken
//! where `i < y.len()` does not hold, so with `n` near 2^64 `i += stride`
//! wraps (no overflow check at O3) onto another thread's walk when the
//! stride is not a power of two, and two threads write one `y[i]`. At O0
//! the add is overflow-checked (a wrap panics): accepted there.
// OPT-LEVELS: 3
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_step_outside_len_guard(y: &mut [u32], n: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < n {
            if i >= y.len() {
                i += stride;
                continue;
            }
            y[i] += 1;
            i += stride;
        }
    }
}
// CHECK: error[RG0201]: write to `y[{{.*}}]` may collide
