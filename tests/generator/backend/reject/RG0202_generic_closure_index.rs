//! S5: the index a generic helper writes at comes from the closure passed to
//! it (`update(y, i, |j| j / 2)`): threads 2k and 2k + 1 write the same
//! element. The helper is instantiated for the closure
//! (`update_closure21_26`) and not inlined, at either level: the `&mut [f32]`
//! handed to it is not followed (RG0202), so the instance cannot write
//! another thread's element unproven.
#![no_std]
use rsgpu::*;

fn update<F: Fn(usize) -> usize>(y: &mut [f32], i: usize, at: F, v: f32) {
    let k = at(i);
    if k < y.len() {
        y[k] = v;
    }
}

rsgpu::kernel! {
    pub fn generic_closure_index(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() {
            update(y, i, |j| j / 2, x[i]);
        }
    }
}
// CHECK: error[RG0202]: `y` is passed to `update_closure21_26`, which could write any element of it
