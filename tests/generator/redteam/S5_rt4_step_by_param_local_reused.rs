//! S5 (cause P probe): `(g..y.len()).step_by(s)` with the same s. Expected
//! RG0201 (passes).
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn step_by_param_reused(flag: u32, k: usize, y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let s = if flag != 0 { k } else { (grid_dim_x() * block_dim_x()) as usize };
        for i in (g..y.len()).step_by(s) {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0201]:
