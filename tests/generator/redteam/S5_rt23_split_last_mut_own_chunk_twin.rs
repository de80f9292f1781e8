//! S5 twin (red team 23): `split_last_mut()` of the thread's own chunk `y.chunks_mut(4).nth(i)`. Docs: translates (the thread's own chunk).
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_split_last_mut_own_chunk_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.chunks_mut(4).nth(i) {
            if let Some((l, _rest)) = c.split_last_mut() {
                *l = x[0];
            }
        }
    }
}
// CHECK: kernel @rt23_split_last_mut_own_chunk_twin(
