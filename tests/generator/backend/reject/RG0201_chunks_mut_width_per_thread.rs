//! S5 near miss of `chunks_mut(w).nth(t)` (analysis/SliceParts.cpp): the
//! chunk size differs between threads (`i % 4 + 1`), so chunk `i` of one
//! thread overlaps chunk `i + 1` of another.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn chunks_mut_width_per_thread(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.chunks_mut(i % 4 + 1).nth(i) {
            c[0] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: mutable borrow of `y.chunks_mut({{.*}}).nth(i)` may collide: the chunk size is not the same for every thread
