//! Twin (correct): chunk i of the tail of `y.split_at_mut(m)`, alone. Must
//! translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn split_tail_chunk_alone_twin(y: &mut [f32], m: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let (_lo, hi) = y.split_at_mut(m);
        if let Some(c) = hi.chunks_mut(2).nth(i) {
            c[0] = 1.0;
        }
    }
}
// CHECK: kernel @split_tail_chunk_alone_twin(
