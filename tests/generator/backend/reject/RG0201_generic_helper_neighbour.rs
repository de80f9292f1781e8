//! S5: a generic helper (`put<T: Copy>`, instantiated as `put::<f32>`) writes
//! `y[i + 1]` after the kernel wrote `y[i]`: thread i's second write is thread
//! i + 1's first. The instance is analysed with its concrete types: at O3
//! (inlined) the two writes collide (RG0201); at O0 the `&mut [f32]` handed
//! to the instance `put_f32` is not followed (RG0202).
#![no_std]
use rsgpu::*;

fn put<T: Copy>(y: &mut [T], i: usize, v: T) {
    y[i + 1] = v;
}

rsgpu::kernel! {
    pub fn generic_helper_neighbour(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i + 1 < y.len() && i < x.len() {
            y[i] = 0.0;
            put(y, i, x[i]);
        }
    }
}
// CHECK-O0: error[RG0202]: `y` is passed to `put_f32`, which could write any element of it
// CHECK-O3: error[RG0201]: write to `y[(i + 1)]` may collide: two threads can access the same element
