//! S5 near miss: every thread walks all of `y` with `chunks_exact_mut` and writes the
//! first element of each chunk: every thread writes the same elements. The
//! near miss of the O3 `ChunksExact` lowering (its `v` field is written through
//! a `&mut &[T]` of the thread's own iterator): a mutable chunk iterator over
//! a kernel parameter is not the thread's own memory.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn chunks_exact_mut_param(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for c in y.chunks_exact_mut(4) {
            c[0] = i as f32;
        }
    }
}
// Was RG0101 (no mutable chunk iterator had an S5 proof); since branch
// gen-slices `chunks_exact_mut` is mapped and S5 refuses the walk: every
// thread holds every chunk (RG0203, analysis/SliceParts.cpp):
// CHECK: error[RG0203]: `y.chunks_exact_mut(..)` hands every thread all of `y`
