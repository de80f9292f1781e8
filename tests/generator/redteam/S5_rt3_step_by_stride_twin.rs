//! Twin: the grid-stride loop spelt `block_dim_x() * grid_dim_x()`, `gid + 1`
//! start shifted by an invariant. Must translate (O0 and O3).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn step_by_stride_twin(y: &mut [f32]) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let stride = (block_dim_x() * grid_dim_x()) as usize;
        for j in (gid + 1..y.len()).step_by(stride) {
            y[j] = 1.0;
        }
    }
}
// CHECK: kernel @step_by_stride_twin(
