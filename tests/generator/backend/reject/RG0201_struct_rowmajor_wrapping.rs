//! accept/struct_rowmajor_checked.rs at opt-level 3: `r * d.cols + c`
//! wraps, and the launch check cannot read the struct field `d.cols` to
//! keep rows * cols below 2^64: RG0201, with a note naming the field and
//! the fix (a scalar parameter).
// OPT-LEVELS: 3
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
// CHECK: error[RG0201]: write to `m[((r * d.1) + c)]` may collide
// CHECK: note: `((r * d.1) + c)` is a row-major index whose width `d.cols` is a field of a struct parameter
// CHECK-SAME: pass the width as a scalar parameter
