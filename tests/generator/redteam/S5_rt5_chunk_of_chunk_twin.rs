//! Twin (correct): a chunk of the thread's own chunk (`c.chunks_mut(2).nth(i)`
//! inside `y.chunks_mut(4).nth(i)`): inside the thread's part whatever its
//! number. Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn chunk_of_chunk_twin(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.chunks_mut(4).nth(i) {
            if let Some(d) = c.chunks_mut(2).nth(i % 2) {
                d[0] = 1.0;
            }
        }
    }
}
// CHECK: kernel @chunk_of_chunk_twin(
