//! S5: the inline row-major write with the row's block offset scaled by the
//! *x* block extent: `out[(block_idx_y() * block_dim_x() + ty) * cols + bx + tx]`
//! — with blocks taller than wide (e.g. 8 x 32), block row 1 starts at row 8
//! while block row 0 reaches row 31.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn inline_row_block_dim_x(cols: usize, rows: usize, out: &mut [f32]) {
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let bx = (block_idx_x() * block_dim_x()) as usize;
        let by = (block_idx_y() * block_dim_x()) as usize;
        if by + ty < rows && bx + tx < cols {
            out[(by + ty) * cols + bx + tx] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`out`|`out\[}}
