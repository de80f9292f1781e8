//! S5: the inline row-major write with the column's block offset scaled by
//! the *y* block extent: `out[(by + ty) * cols + block_idx_x() * block_dim_y() + tx]`
//! — with blocks wider than tall (32 x 8), block column 1 starts at column 8.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn inline_col_block_dim_y(cols: usize, rows: usize, out: &mut [f32]) {
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let bx = (block_idx_x() * block_dim_y()) as usize;
        let by = (block_idx_y() * block_dim_y()) as usize;
        if by + ty < rows && bx + tx < cols {
            out[(by + ty) * cols + bx + tx] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`out`|`out\[}}
