//! Grid-stride vector add: each thread handles i, i + stride, ...
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn vadd(a: &[f32], b: &[f32], c: &mut [f32], n: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < n {
            c[i] = a[i] + b[i];
            i += stride;
        }
    }
}
