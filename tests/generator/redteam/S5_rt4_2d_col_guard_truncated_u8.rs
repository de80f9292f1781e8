//! S5: the 2-D guard on a truncated column, `(c as u8 as usize) < cols`:
//! column 257 passes for cols = 10 and collides with row r + 25. Expected
//! RG0201.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn col_guard_truncated_u8(rows: usize, cols: usize, out: &mut [f32]) {
        let r = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let c = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r < rows && ((c as u8) as usize) < cols {
            out[r * cols + c] = 1.0;
        }
    }
}
// CHECK: error[RG0201]:
