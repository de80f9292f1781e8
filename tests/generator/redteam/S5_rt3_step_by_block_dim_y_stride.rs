//! S5: the grid size misspelt `grid_dim_x() * block_dim_y()` (= grid_dim_x()
//! in a 1-D launch): threads g and g + grid_dim_x() meet.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn step_by_block_dim_y_stride(y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let stride = (grid_dim_x() * block_dim_y()) as usize;
        for j in (gid..y.len()).step_by(stride) {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
