//! S5: `slice::swap` on a kernel's `&mut` parameter writes two elements the
//! thread does not own (`i` and `i + 1`: thread i + 1 swaps the second one
//! too); handing the whole slice to `swap` is RG0202 at O0. At O3 rustc
//! inlines the swap into raw-pointer code (`MaybeUninit<T>`) that rsgpu-gen
//! rejects (RG0101); were it translated, its write to `y[i + 1]` is RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn swap_mut_param(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i + 1 < y.len() {
            y.swap(i, i + 1);
        }
    }
}
// CHECK-O0: error[RG0202]: `y` is passed to `core.slice.swap`, which could write any element of it
// CHECK-O3: error[{{RG0101|RG0201}}]: {{.*}}
