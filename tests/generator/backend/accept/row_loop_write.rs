//! Accepted (branch gen-proofs): one thread writes its own row in a loop,
//! `for j in 0..W { y[row * W + j] = .. }` with a constant W (probe 9's
//! m_row_loop_write_const; the subslice `&mut y[row * W..(row + 1) * W]`
//! was already accepted). `j` is an item of `0..W` (opt-level 0: the
//! range's `next`; 3: the inlined counter under `j < W`), `row * W` a
//! multiple of 2^ctz(W) >= W: `row * W + j` is in the part `y[row * W..row
//! * W + W]` and cannot wrap out of it. Near misses:
//! reject/RG0201_row_loop_*.
#![no_std]
use rsgpu::*;

const W: usize = 8;

rsgpu::kernel! {
    pub fn row_loop_write(y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 1) * W <= y.len() {
            for j in 0..W {
                y[row * W + j] = j as f32;
            }
        }
    }
}

rsgpu::kernel! {
    pub fn row_loop_read_write(y: &mut [f32], x: &[f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 1) * 4 <= y.len() && (row + 1) * 4 <= x.len() {
            for j in 0..4 {
                y[row * 4 + j] = y[row * 4 + j] + x[row * 4 + j];
            }
        }
    }
}
// CHECK: kernel @row_loop_write(
// CHECK: kernel @row_loop_read_write(
