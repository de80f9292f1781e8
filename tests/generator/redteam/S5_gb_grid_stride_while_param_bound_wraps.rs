//! Found by the gen-breadth helper (session 18), open: a grid-stride
//! `while` loop bounded by a parameter `n`, `i += stride` wrapping at O3.
//! With n near 2^64, `i` passes 2^64 and wraps to `(gid + k * stride) mod
//! 2^64`, which another thread's walk can reach when the stride is not a
//! power of two: two threads write one `y[i]` (an S5 race). At O0 the add
//! is overflow-checked (a wrap panics), so only O3 must be refused (or
//! carry a launch requirement on n); `i < y.len()` as the bound cannot wrap.
// OPT-LEVELS: 3
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn grid_stride_while_param_bound_wraps(y: &mut [u32], n: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < n {
            if i < y.len() {
                y[i] += 1;
            }
            i += stride;
        }
    }
}
// CHECK: error[RG0201]
