//! S5 misuse: the loop bound is the length of a slice of a zero-field `gpu_struct!` (zero-sized, length up to usize::MAX): `while i < z.len() { if i < y.len() { y[i] += 1 } i += stride }`. Docs: a slice of a struct counts as possibly zero-sized. Expected RG0201 at O3.
// OPT-LEVELS: 3
#![no_std]
use rsgpu::*;

rsgpu::gpu_struct! {
    pub struct Empty {}
}

rsgpu::kernel! {
    pub fn gs_bound_zst_struct_slice_len(y: &mut [u32], z: &[Empty]) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < z.len() {
            if i < y.len() {
                y[i] += 1;
            }
            i += stride;
        }
    }
}
// CHECK: error[RG0201]: write to `y[
