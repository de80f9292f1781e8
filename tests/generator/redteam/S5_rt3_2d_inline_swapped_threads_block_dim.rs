//! S5: rows from (block y, thread x), columns from (block x, thread y), each
//! block offset scaled by `block_dim` of its *block* axis:
//! `out[(by * bdy + tx) * cols + bx * bdx + ty]` — with 32 x 8 blocks, rows
//! by * 8 + 0..32 overlap the next block row.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn inline_swapped_threads_block_dim(cols: usize, rows: usize, out: &mut [f32]) {
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let bx = (block_idx_x() * block_dim_x()) as usize;
        let by = (block_idx_y() * block_dim_y()) as usize;
        if by + tx < rows && bx + ty < cols {
            out[(by + tx) * cols + bx + ty] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`out`|`out\[}}
