//! S5: iterating a kernel's `&mut` parameter reads every element while the
//! other threads write theirs (`y[i] = s`): a race. `y.iter()` hands the
//! whole slice to a call (RG0202 at O0); at O3 the inlined iterator takes a
//! raw pointer to `y`, which the pass does not follow (RG0202).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn iter_of_mut_param(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            let mut s = 0.0f32;
            for v in y.iter() {
                s += v;
            }
            y[i] = s;
        }
    }
}
// CHECK-O0: error[RG0202]: `y` is passed to `core.slice.iter`, which could write any element of it
// CHECK-O3: error[RG0202]: `y` is stored where this pass cannot follow it
