//! S5: a closure passed to a generic helper (`with_index<F: FnMut(usize)>`)
//! writes `y[j + 1]` after the kernel wrote `y[i]`: thread i's second write
//! is thread i + 1's first. The closure captures `y` mutably; the pass does
//! not follow a `&mut [f32]` stored in a closure's captures, at either level
//! (RG0202), instantiated or inlined.
#![no_std]
use rsgpu::*;

fn with_index<F: FnMut(usize)>(i: usize, mut f: F) {
    f(i);
}

rsgpu::kernel! {
    pub fn passed_closure_neighbour(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i + 1 < y.len() && i < x.len() {
            y[i] = 0.0;
            with_index(i, |j| y[j + 1] = x[j]);
        }
    }
}
// CHECK: error[RG0202]: `y` is stored where this pass cannot follow it
