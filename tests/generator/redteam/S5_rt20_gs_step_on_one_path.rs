//! S5: the step by the grid size on one path, by 1 on the other (`if y[..] >
//! 0 { row += stride } else { row += 1 }`).
//! Expected RG0201.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt20_gs_step_on_one_path(rows: usize, x: &[f32], y: &mut [f32]) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut row: usize = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while row < rows {
            for j in 0..8 {
                let k = row * 8 + j;
                if k < y.len() { y[k] = 1.0; }
            }
            if x[row % x.len()] > 0.0 { row += stride; } else { row += 1; }
        }
    }
}
// CHECK: error[RG0201]: {{(write to|read of|mutable borrow of)}} `y[
