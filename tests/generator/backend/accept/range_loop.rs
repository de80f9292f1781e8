//! A `for` loop over a range: rustc keeps `Range` and `Option` (O0 calls
//! `Iterator::next`, O3 inlines it into `Step::forward_unchecked`); both are
//! emitted (`rsgpu::rust::Range`, `rsgpu::rust::Option`). Window sum of `m`
//! elements per thread.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn range_loop(x: &[f32], y: &mut [f32], m: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            let mut acc = 0.0f32;
            for k in 0..m {
                if i + k < x.len() {
                    acc += x[i + k];
                }
            }
            y[i] = acc;
        }
    }
}
// CHECK: kernel @range_loop(
// CHECK: Option<usize>
