//! y = A x for a CSR matrix, one row per thread; the row's nonzeros through zip of two subslices.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u27_spmv_csr(row_ptr: &[u32], cols: &[u32], vals: &[f32], x: &[f32], y: &mut [f32]) {
        let row = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if row >= y.len() {
            return;
        }
        let (start, end) = (row_ptr[row] as usize, row_ptr[row + 1] as usize);
        let dot: f32 = cols[start..end]
            .iter()
            .zip(&vals[start..end])
            .map(|(&c, &v)| v * x[c as usize])
            .sum();
        y[row] = dot;
    }
}
