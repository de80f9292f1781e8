//! Twin (correct): chunk i of the tail `hi` and `hi[2 * i]`, the chunk's first
//! element, by the same thread. Must translate (RG0201 today at O0 and O3:
//! "`y[m + (2 * i)]` may collide", the chunk of the tail and the element of
//! the tail are not matched).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn split_tail_chunk_and_tail_elem_twin(y: &mut [f32], m: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let (_lo, hi) = y.split_at_mut(m);
        if let Some(c) = hi.chunks_mut(2).nth(i) {
            c[0] = 1.0;
        }
        if 2 * i < hi.len() {
            hi[2 * i] += 1.0;
        }
    }
}
// CHECK: kernel @split_tail_chunk_and_tail_elem_twin(
