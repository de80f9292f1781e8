//! Twin (correct): the thread's chunk captured by a closure that writes its
//! two elements. Must translate (O3 does; O0: RG0301, a closure field of type
//! `&mut [f32]` is not emitted yet).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn chunk_written_by_closure_twin(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.chunks_mut(2).nth(i) {
            let mut put = |j: usize, v: f32| {
                c[j] = v;
            };
            put(0, 1.0);
            put(1, 2.0);
        }
    }
}
// CHECK: kernel @chunk_written_by_closure_twin(
