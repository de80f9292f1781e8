//! Near miss of accept/struct_rowmajor_checked.rs: the column is guarded
//! by `d.cols` but the row stride is `d.rows`: with rows < cols two
//! (row, col) pairs meet.
#![no_std]
use rsgpu::*;

rsgpu::gpu_struct! { pub struct Dims { pub rows: usize, pub cols: usize } }

rsgpu::kernel! {
    pub fn struct_rowmajor_stride_rows(m: &mut [f32], d: Dims) {
        let c = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let r = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        if r < d.rows && c < d.cols { m[r * d.rows + c] = 1.0; }
    }
}
// CHECK: error[RG0201]: write to `m[((r * d{{.*}}) + c)]` may collide
