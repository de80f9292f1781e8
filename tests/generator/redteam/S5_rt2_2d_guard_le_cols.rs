//! S5: the row-major write guarded by `c <= cols` (off by one): thread
//! (r, cols) writes out[(r + 1) * cols], which thread (r + 1, 0) writes.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt2_2d_guard_le_cols(rows: usize, cols: usize, out: &mut [f32]) {
        let c = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let r = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        if r < rows && c <= cols {
            let k = r * cols + c;
            if k < out.len() {
                out[k] = (r + c) as f32;
            }
        }
    }
}
// CHECK: error[RG0201]:
