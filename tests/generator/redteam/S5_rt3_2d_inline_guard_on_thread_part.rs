//! S5: the column guard on the thread part only: `if tx < cols {
//! out[(by + ty) * cols + bx + tx] }` — bx + tx can pass cols and spill into
//! the next row.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn inline_guard_on_thread_part(cols: usize, rows: usize, out: &mut [f32]) {
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let bx = (block_idx_x() * block_dim_x()) as usize;
        let by = (block_idx_y() * block_dim_y()) as usize;
        if by + ty < rows && tx < cols {
            out[(by + ty) * cols + bx + tx] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`out`|`out\[}}
