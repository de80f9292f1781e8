//! Accepted (branch gen-breadth): one row of `n` per block, the block's
//! threads walking it with the block-stride loop (probe 9's
//! m_block_stride_loop): `j = thread_idx_x(); while j < n { y[block *
//! n + j] = ..; j += block_dim_x(); }`. Every assignment of `j` is the
//! thread index or `j + block_dim_x()` made under `j < n`, so `j` is `t +
//! k * block_dim_x` (a residue of its own in the block) and below `n` at the
//! write: block b writes only `[b * n, b * n + n)`. Obligations: a 1-D
//! launch with grid_dim_x * block_dim_x * n below 2^64 (nothing wraps).
//! Near misses: reject/RG0201_block_stride_*.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn block_stride_row(y: &mut [f32], n: usize) {
        let base = block_idx_x() as usize * n;
        let mut j = thread_idx_x() as usize;
        while j < n {
            if base + j < y.len() { y[base + j] = 1.0; }
            j += block_dim_x() as usize;
        }
    }
}

rsgpu::kernel! {
    pub fn block_stride_row_scale(y: &mut [f32], x: &[f32], n: usize) {
        let row = block_idx_x() as usize;
        let mut j = thread_idx_x() as usize;
        while n > j {
            y[n * row + j] = 2.0 * y[n * row + j] + x[j];
            j += block_dim_x() as usize;
        }
    }
}
// CHECK: kernel @block_stride_row(
// CHECK: kernel @block_stride_row_scale(
