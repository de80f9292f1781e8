//! Accepted (branch gen-breadth): a grid-stride `step_by` walked by `while
//! let Some(i) = it.next()` (probe 9's m_while_let_step_by; the `for` form
//! was accepted). At opt-level 3 rustc keeps the named `it` whole and
//! stores its start and count back in place (`(it.0.0) = start + step`);
//! its start stays the grid-stride value when every store there is a step
//! by the grid size from it. Near misses: reject/RG0201_while_let_step_by_*.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn while_let_step_by(y: &mut [u32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut it = (gid..y.len()).step_by(stride);
        while let Some(i) = it.next() { y[i] = 1; }
    }
}

rsgpu::kernel! {
    pub fn while_let_step_by_axpy(y: &mut [f32], x: &[f32], a: f32) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let n = if x.len() < y.len() { x.len() } else { y.len() };
        let mut it = (gid..n).step_by(stride);
        while let Some(i) = it.next() {
            y[i] = a * x[i] + y[i];
        }
    }
}
// CHECK: kernel @while_let_step_by(
// CHECK: kernel @while_let_step_by_axpy(
