//! S5 misuse: the loop bound is the length of a slice of zero-sized elements, `z: &[[u32; 0]]`, which may be usize::MAX (docs: `len` of a slice whose elements are not zero-sized). The step is outside the `i < y.len()` test. Expected RG0201 at O3. (`&[()]` is RG0106, cannot cross the launch boundary.)
// OPT-LEVELS: 3
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_bound_zst_array_slice_len(y: &mut [u32], z: &[[u32; 0]]) {
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
