//! Accepted (branch gen-breadth): a thread's own row of a runtime width,
//! `&mut y[row * n..(row + 1) * n]` with `n` a parameter (probe 9's
//! m_subslice_mut_runtime_len; `y.chunks_mut(n).nth(row)` was accepted).
//! With `row` the global id the part is chunk `row` of width `n`, proven as
//! that chunk (the two spellings share the key); obligation:
//! grid_dim_x * block_dim_x * n < 2^64, so `(row + 1) * n` cannot wrap at
//! opt-level 3. Near misses: reject/RG0201_subslice_runtime_len_*.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn subslice_runtime_len(y: &mut [f32], n: usize) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (row + 1) * n <= y.len() {
            for v in y[row * n..(row + 1) * n].iter_mut() { *v = 0.0; }
        }
    }
}

rsgpu::kernel! {
    pub fn subslice_runtime_len_and_chunk(y: &mut [f32], n: usize) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if n > 0 && (row + 1) * n <= y.len() {
            let r = &mut y[row * n..(row + 1) * n];
            r[0] = 1.0;
            if let Some(c) = y.chunks_mut(n).nth(row) {
                c[n - 1] += 2.0;
            }
        }
    }
}
// CHECK: kernel @subslice_runtime_len(
// CHECK: kernel @subslice_runtime_len_and_chunk(
