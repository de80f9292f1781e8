//! Twin (correct): the tail of the tail, `b[i]` alone (y[2m + i]). Must
//! translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn split_of_tail_alone_twin(y: &mut [f32], m: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let (_lo, hi) = y.split_at_mut(m);
        let (_a, b) = hi.split_at_mut(m);
        if i < b.len() {
            b[i] = 1.0;
        }
    }
}
// CHECK: kernel @split_of_tail_alone_twin(
