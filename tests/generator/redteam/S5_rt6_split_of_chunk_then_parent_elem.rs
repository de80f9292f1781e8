//! S5: the tail at 2 of the thread's chunk of 4 (y[4i + 2..4i + 4]) and the
//! element y[4i + 6] written as `hi[4]`... Rust's check stops that; instead:
//! the chunk of 2 of the tail `hi` of chunk i, numbered by i: `hi` has one
//! chunk of 2, nth(i) for i > 0 is None. Here: the split of the chunk and
//! the parent's element `y[4 * i + 4]` (next thread's chunk). Expected RG0201.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn split_of_chunk_then_parent_elem(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.chunks_mut(4).nth(i) {
            let (a, b) = c.split_at_mut(2);
            a[0] = 1.0;
            b[0] = 2.0;
        }
        if 4 * i + 4 < y.len() {
            y[4 * i + 4] = 3.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y
