//! S5 near misses of a chunk and its own element: `y[4 * i + 4]` (the next
//! thread's chunk), `chunks_mut(3)` and `y[3 * i]` (widths not a power of
//! two are not matched: refused), chunks of 2 and `y[4 * i]` (another
//! thread's chunk).
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn chunk_elem_bad4(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.chunks_mut(4).nth(i) {
            c[0] = 1.0;
        }
        if 4 * i + 4 < y.len() {
            y[4 * i + 4] += 1.0;
        }
    }
}
rsgpu::kernel! {
    pub fn chunk_elem_bad3(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.chunks_mut(3).nth(i) {
            c[0] = 1.0;
        }
        if 3 * i < y.len() {
            y[3 * i] += 1.0;
        }
    }
}
rsgpu::kernel! {
    pub fn chunk_elem_bad_other_width(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.chunks_mut(2).nth(i) {
            c[0] = 1.0;
        }
        if 4 * i < y.len() {
            y[4 * i] += 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y[((4 * i) + 4)]` may collide: two threads can access the same element
// CHECK: error[RG0201]: write to `y[(3 * i)]` may collide: two threads can access the same element
// CHECK: error[RG0201]: write to `y[(4 * i)]` may collide: two threads can access the same element
