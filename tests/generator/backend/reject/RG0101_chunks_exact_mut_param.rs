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
// Rejected as unsupported (no mutable chunk iterator has an S5 proof yet),
// never translated:
// CHECK-O0: error[RG0101]: unsupported type in the declaration of `{{.*}}`: type `core::slice::ChunksExactMut<'_, f32>` is not supported on the device
// CHECK-O3: error[RG0101]: unsupported type in the declaration of `{{.*}}`: type `core::slice::ChunksExactMut<'_, f32>` is not supported on the device
