//! S5: `y[shfl_down(i, 1)]`: lane 31 keeps its own i, lane 30 receives lane
//! 31's, so both write y[i31].
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn index_from_shfl_down(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let j = warp::shfl_down(i as u32, 1) as usize;
        if j < y.len() && i < x.len() {
            y[j] = x[i];
        }
    }
}
// CHECK: error[RG0201]:
