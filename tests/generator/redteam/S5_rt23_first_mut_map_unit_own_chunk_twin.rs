//! S5 twin (red team 23): `c.first_mut().map(|f| *f = x[0])` (a unit closure) on the thread's own chunk `y.chunks_mut(2).nth(i)`. Docs: translates (the thread's own chunk).
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_first_mut_map_unit_own_chunk_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.chunks_mut(2).nth(i) {
            c.first_mut().map(|f| *f = x[0]);
        }
    }
}
// CHECK: kernel @rt23_first_mut_map_unit_own_chunk_twin(
