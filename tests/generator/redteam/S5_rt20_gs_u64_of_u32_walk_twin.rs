//! S5 twin: a u32 walk (overflow-checked step) widened before the product,
//! `(row as usize) * 8 + j` (opt-level 0 only: at 3 the step and the product
//! wrap).
// OPT-LEVELS: 0
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_gs_u64_of_u32_walk_twin(rows: u32, y: &mut [f32]) {
        let stride = grid_dim_x() * block_dim_x();
        let mut row: u32 = block_idx_x() * block_dim_x() + thread_idx_x();
        while row < rows {
            for j in 0..8usize {
                let k = (row as usize) * 8 + j;
                if k < y.len() { y[k] = 1.0; }
            }
            row += stride;
        }
    }
}
// CHECK: kernel @rt20_gs_u64_of_u32_walk_twin(
