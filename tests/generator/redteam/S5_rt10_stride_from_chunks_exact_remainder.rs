//! S5 misuse: a write index scaled by the length of `ChunksExact::remainder` of a parameter, `y[i * x.chunks_exact(4).remainder().len()]`: the remainder is empty when x.len() is a multiple of 4, and then every thread writes y[0] (the scale may be 0 or even). Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn stride_from_chunks_exact_remainder(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let r = x.chunks_exact(4).remainder().len();
        let k = i * r;
        if k < y.len() {
            y[k] = 1.0;
        }
    }
}
// CHECK: error[RG0201]: write to `y[
