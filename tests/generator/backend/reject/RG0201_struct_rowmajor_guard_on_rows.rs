//! Near miss of accept/struct_rowmajor_checked.rs: the column is guarded
//! by `d.rows`, the stride is `d.cols`: with rows > cols column c spills
//! into the next row.
#![no_std]
use rsgpu::*;

rsgpu::gpu_struct! { pub struct Dims { pub rows: usize, pub cols: usize } }

rsgpu::kernel! {
    pub fn struct_rowmajor_guard_rows(m: &mut [f32], d: Dims) {
        let c = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let r = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        if r < d.cols && c < d.rows { m[r * d.cols + c] = 1.0; }
    }
}
// CHECK: error[RG0201]: write to `m[((r * d.1) + c)]` may collide
