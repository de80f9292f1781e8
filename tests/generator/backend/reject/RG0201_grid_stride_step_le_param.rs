//! S5 (O3): a grid-stride loop bounded by `i <= n` of a parameter, the
//! write guarded inside: `i += stride` (no overflow check at O3) wraps when
//! `n` is near 2^64 and lands on another thread's walk; the guard `i <
//! y.len()` does not hold where the step is taken.
// OPT-LEVELS: 3
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_step_le_param(y: &mut [u32], n: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i <= n {
            if y.len() > i {
                y[i] = 1;
            }
            i = i.wrapping_add(stride);
        }
    }
}
// CHECK: error[RG0201]: write to `y[{{.*}}]` may collide
