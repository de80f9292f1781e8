//! S5: `out[i / 2] += v` with `v: &f32` (an item of `x.iter()`): two threads
//! add into one element. The `AddAssign<&f32>` call writes through
//! `&mut out[i / 2]`, which must be the thread's own element: RG0201 (O0;
//! at O3 the inlined `iter()` is raw-pointer code: RG0101).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn add_assign_ref_foreign(x: &[f32], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i / 2 < out.len() {
            for v in x[i..i + 1].iter() {
                out[i / 2] += v;
            }
        }
    }
}
// CHECK-O0: error[RG0201]: mutable borrow of `out[(i / 2)]` may collide: two threads can write the same element
// CHECK-O3: error[{{RG0101|RG0201}}]: {{.*}}
