//! Twin: a stencil over read-only sub-slices, `&x[i..i + 3]` zipped with a
//! local weight array, written to y[i]. Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn subslice_read_zip_twin(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() && i + 3 <= x.len() {
            let w3 = [0.25f32, 0.5, 0.25];
            let win = &x[i..i + 3];
            let mut acc = 0.0f32;
            for (a, w) in win.iter().zip(w3.iter()) {
                acc += a * w;
            }
            y[i] = acc;
        }
    }
}
// CHECK: kernel @subslice_read_zip_twin(
