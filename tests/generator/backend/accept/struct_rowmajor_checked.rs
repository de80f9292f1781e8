//! Accepted at opt-level 0 (branch gen-breadth): 2-D row-major with the
//! dims in a `gpu_struct!` parameter, `m[r * d.cols + c]` under `r < d.rows
//! && c < d.cols` (probe 9's m_struct_rowmajor_usize, ..._copied; plain
//! parameters were accepted). The width is a field of a struct parameter
//! nothing assigns, the same field in the guard and the index. `r * d.cols
//! + c` is overflow-checked at opt-level 0 (a wrap panics), so only the 2-D
//! shape is a launch obligation. At opt-level 3 it wraps and the launch
//! check cannot read a struct field: RG0201 with a note saying so
//! (reject/RG0201_struct_rowmajor_wrapping.rs). Near misses:
//! reject/RG0201_struct_rowmajor_*.
// OPT-LEVELS: 0
#![no_std]
use rsgpu::*;

rsgpu::gpu_struct! { pub struct Dims { pub rows: usize, pub cols: usize } }

rsgpu::kernel! {
    pub fn struct_rowmajor(m: &mut [f32], d: Dims) {
        let c = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let r = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        if r < d.rows && c < d.cols { m[r * d.cols + c] = 1.0; }
    }
}

rsgpu::kernel! {
    pub fn struct_rowmajor_copied(m: &mut [f32], d: Dims) {
        let (rows, cols) = (d.rows, d.cols);
        let c = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let r = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        if r < rows && c < cols { m[r * cols + c] = m[r * cols + c] * 2.0; }
    }
}
// CHECK: kernel @struct_rowmajor(
// CHECK: kernel @struct_rowmajor_copied(
