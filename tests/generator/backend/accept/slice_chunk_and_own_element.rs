//! S5: chunk `i` of `chunks_mut(4)` and the elements `y[4 * i]`, `y[4 * i + 3]`
//! of the same thread: each element lies in the thread's own chunk
//! (PartChains.h, inOwnChunk; twin of the red team's
//! S5_rt5_split_tail_chunk_and_tail_elem_twin, which does this on a tail).
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn slice_chunk_and_own_element(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.chunks_mut(4).nth(i) {
            c[0] = 1.0;
        }
        if 4 * i + 3 < y.len() {
            y[4 * i + 3] += 1.0;
        }
        if 4 * i < y.len() {
            y[4 * i] += 1.0;
        }
    }
}
// CHECK: kernel @slice_chunk_and_own_element(
