//! S5 (cause P on the 2-D proof, the row): `let r = if flag != 0 { ry } else {
//! block_idx_y() * block_dim_y() + thread_idx_y() }` — with flag != 0 every
//! row's threads write row ry. Expected RG0201. O3: translated (rustc reuses
//! the parameter local ry for r; Index2D follows it to its one in-body
//! assignment). O0: RG0201.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn row_param_reused(flag: u32, ry: usize, rows: usize, cols: usize, out: &mut [f32]) {
        let r = if flag != 0 { ry } else { (block_idx_y() * block_dim_y() + thread_idx_y()) as usize };
        let c = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r < rows && c < cols {
            out[r * cols + c] = 1.0;
        }
    }
}
// CHECK: error[RG0201]:
