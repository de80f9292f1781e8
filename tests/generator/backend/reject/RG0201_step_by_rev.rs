//! S5: `(gid..n).rev().step_by(grid size)` starts every thread at n - 1:
//! not the grid-stride loop `(gid..n).step_by(grid size)` is.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn step_by_rev(y: &mut [f32]) {
        let start = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        for i in (start..y.len()).rev().step_by(stride) {
            y[i] = 1.0;
        }
    }
}
// CHECK-O0: error[RG0201]: write to `y[{{.*}}]` may collide: two threads can write the same element
// O3 builds the Rev in place (supported) and calls Range's `spec_nth_back`,
// which rsgpu-gen does not map yet:
// CHECK-O3: error[RG0100]: unknown call `<core::ops::Range<usize> as iter::range::RangeIteratorImpl>::spec_nth_back`
