//! S5: `if r >= cols || c >= rows { return; } out[r * cols + c]` — the
//! bounds swapped: the column is not guarded by the stride. Expected RG0201.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn early_return_swapped_bounds(rows: usize, cols: usize, out: &mut [f32]) {
        let r = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        let c = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r >= cols || c >= rows { return; }
        out[r * cols + c] = 1.0;
    }
}
// CHECK: error[RG0201]:
