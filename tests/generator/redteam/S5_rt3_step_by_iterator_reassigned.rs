//! S5: a grid-stride `StepBy` local replaced by one starting at 0 on a
//! uniform branch: `let mut it = (gid..n).step_by(stride); if flag != 0 {
//! it = (0..n).step_by(stride); } for j in it { y[j] = .. }` — every
//! thread then writes y[0], y[stride], ...
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn step_by_iterator_reassigned(flag: u32, y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let n = y.len();
        let mut it = (gid..n).step_by(stride);
        if flag != 0 {
            it = (0..n).step_by(stride);
        }
        for j in it {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
