//! S5: a generic helper `put<T>(y: &mut [T], j, v)` writing `y[j]`,
//! instantiated for f32 and u32 and called `put(a, i, ..)` (safe) and `put(b,
//! i / 2, ..)` (threads 2k, 2k + 1 write b[k]). Expected: O0 RG0202 (a `&mut`
//! parameter handed to a function, generics.md), O3 RG0201 naming `b[(i / 2)]`.
#![no_std]
use rsgpu::*;
fn put<T: Copy>(y: &mut [T], j: usize, v: T) {
    if j < y.len() { y[j] = v; }
}
rsgpu::kernel! {
    pub fn generic_put_two_sites(a: &mut [f32], b: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        put(a, i, 1.0f32);
        put(b, i / 2, 1u32);
    }
}
// CHECK-O0: error[RG0202]:
// CHECK-O3: error[RG0201]: write to `b[(i / 2)]` may collide
