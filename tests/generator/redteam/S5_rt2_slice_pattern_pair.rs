//! S5: `let [a, b, ..] = y else { return }`: two named elements of the
//! `&mut [T]` parameter, written by every thread.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn slice_pattern_pair(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let [a, b, ..] = y else { return };
        if i < x.len() {
            *a = x[i];
            *b = -x[i];
        }
    }
}
// CHECK: error[RG020{{[123]}}]:
