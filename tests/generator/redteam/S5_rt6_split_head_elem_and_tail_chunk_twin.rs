//! Twin (correct): `lo[i]` of the head and chunk i of 2 of the tail (head and
//! tail of one split never meet). Must translate.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn S5_rt6_split_head_elem_and_tail_chunk_twin(y: &mut [f32], m: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if m <= y.len() {
            let (lo, hi) = y.split_at_mut(m);
            if i < lo.len() {
                lo[i] = 1.0;
            }
            if let Some(c) = hi.chunks_mut(2).nth(i) {
                c[0] = 2.0;
            }
        }
    }
}
// CHECK: kernel @S5_rt6_split_head_elem_and_tail_chunk_twin(
