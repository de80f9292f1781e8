//! S5: chunk `i` of the tail `hi` of `y.split_at_mut(m)`, then `hi[i]`:
//! thread `i` owns `hi[2i]` and `hi[2i + 1]`, thread `2i` writes `hi[2i]`.
//! The chunk's start is a chunk number, not an element of the tail (the
//! chunk key was lost under the tail's key before fix-parts).
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn split_tail_chunk_then_tail_elem(y: &mut [f32], m: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let (_lo, hi) = y.split_at_mut(m);
        if let Some(c) = hi.chunks_mut(2).nth(i) {
            c[0] = 1.0;
        }
        if i < hi.len() {
            hi[i] = 2.0;
        }
    }
}
// CHECK: error[RG0201]: {{.*}} may collide: two threads can access the same element
