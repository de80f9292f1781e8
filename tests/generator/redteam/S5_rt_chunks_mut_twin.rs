//! Twin of S5_rt_chunks_mut_chunk_not_from_thread: chunk `i` for thread `i`.
//! Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn chunks_mut_twin(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(chunk) = y.chunks_mut(4).nth(i) {
            for v in chunk.iter_mut() {
                *v += 1.0;
            }
        }
    }
}
// CHECK: kernel @chunks_mut_twin(
