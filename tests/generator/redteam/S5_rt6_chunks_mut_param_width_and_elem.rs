//! S5: chunk i of `chunks_mut(w)` with `w` a parameter, and the element
//! `y[w * i + 1]`: with w = 1 the element is chunk i + 1, thread i + 1's.
//! Expected RG0201 (the docs: the element rule needs a power-of-two width).
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn chunks_mut_param_width_and_elem(y: &mut [f32], w: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if let Some(c) = y.chunks_mut(w).nth(i) {
            c[0] = 1.0;
        }
        let j = w * i + 1;
        if j < y.len() {
            y[j] = 2.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y
