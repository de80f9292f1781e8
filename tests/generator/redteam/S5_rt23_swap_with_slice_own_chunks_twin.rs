//! S5 twin (red team 23): `a.chunks_mut(2).nth(i)` swapped with `b.chunks_mut(2).nth(i)` (`swap_with_slice`): each thread its own two chunks. Docs: translates (the thread's own chunk).
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_swap_with_slice_own_chunks_twin(a: &mut [f32], b: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let (Some(p), Some(q)) = (a.chunks_mut(2).nth(i), b.chunks_mut(2).nth(i)) {
            if p.len() == q.len() {
                p.swap_with_slice(q);
            }
        }
    }
}
// CHECK: kernel @rt23_swap_with_slice_own_chunks_twin(
