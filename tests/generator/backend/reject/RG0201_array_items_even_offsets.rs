//! Near miss of the literal-array item rule (`for k in [0usize, 1] {
//! y[2 * i + k] }` is proven as the two accesses `y[2i]` and `y[2i + 1]`,
//! redteam S5_rt3_array_into_iter_offsets_twin): with offsets [0, 2] thread
//! i's `2i + 2` is thread i + 1's `2(i + 1)` (the offsets agree modulo 2):
//! RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn array_items_even_offsets(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for k in [0usize, 2] {
            if 2 * i + k < y.len() {
                y[2 * i + k] = k as f32;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[{{.*}}]` may collide: two threads can access the same element
