//! S5 twin (red team 23): `y.chunks_mut(4).nth(i)`'s `last_mut()` and `first_mut()`. Docs: translates (the thread's own chunk).
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_last_mut_of_own_chunk_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.chunks_mut(4).nth(i) {
            if let Some(f) = c.last_mut() {
                *f = x[0];
            }
            if let Some(f) = c.first_mut() {
                *f = x[0] + 1.0;
            }
        }
    }
}
// CHECK: kernel @rt23_last_mut_of_own_chunk_twin(
