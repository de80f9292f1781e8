//! S5: `slice::swap` on a kernel's `&mut` parameter writes two elements the
//! thread does not own (`i` and `i + 1`: thread i + 1 swaps the second one
//! too): at O0 its two element writes are proven like `y[i]` and `y[i + 1]`
//! (RG0201; RG0202 before branch gen-slices). At O3 rustc
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
// CHECK-O0: error[RG0201]: write to `y[(i + 1)]` may collide: two threads can access the same element
// CHECK-O3: error[{{RG0101|RG0201}}]: {{.*}}
