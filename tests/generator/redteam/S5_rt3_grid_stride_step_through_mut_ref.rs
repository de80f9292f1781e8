//! S5: a grid-stride `while` loop whose variable is advanced through a
//! `&mut` by 1 instead of the grid size: thread g writes y[g], y[g + 1], ...
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn grid_stride_step_through_mut_ref(y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut j = gid;
        while j < y.len() {
            y[j] = 1.0;
            let r = &mut j;
            *r += 1;
            j += stride - 1;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
