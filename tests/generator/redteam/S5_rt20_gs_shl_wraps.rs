//! S5: the product by a shift, `row << 3`: Rust's `<<` checks the shift
//! amount only, never the bits lost, so a row past 2^61 (rows a parameter)
//! wraps onto another thread's row even at opt-level 0 (docs: the multiply
//! must be exact).
//! Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_gs_shl_wraps(rows: usize, y: &mut [f32]) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut row: usize = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while row < rows {
            for j in 0..8 {
                let k = (row << 3) + j;
                if k < y.len() { y[k] = 1.0; }
            }
            row += stride;
        }
    }
}
// CHECK: error[RG0201]: {{(write to|read of|mutable borrow of)}} `y[
