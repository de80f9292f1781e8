//! S5 (O3): the grid-stride step taken below the length of a slice of a
//! gpu_struct whose only field is a zero-length array: the struct is
//! zero-sized in Rust, so the slice can be longer than isize::MAX and `i +=
//! stride` can wrap past 2^64 onto another thread's walk of `y` (written
//! under its own test, not the step's).
// OPT-LEVELS: 3
#![no_std]
use rsgpu::*;

rsgpu::gpu_struct! {
    pub struct Nothing { pub pad: [u32; 0] }
}

rsgpu::kernel! {
    pub fn gs_zst_field_struct_len(e: &[Nothing], y: &mut [u32]) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < e.len() {
            if i < y.len() {
                y[i] += 1;
            }
            i += stride;
        }
    }
}
// CHECK: error[RG0201]: write to `y[{{.*}}]` may collide
