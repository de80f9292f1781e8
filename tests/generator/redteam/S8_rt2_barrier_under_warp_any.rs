//! S8: `if warp::any(t < 32) { sync_threads() }`: the vote is uniform in a
//! warp, not in the block (warp 0 votes true, the others false).
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn barrier_under_warp_any(x: &[f32], y: &mut [f32]) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        if warp::any(t < 32) {
            sync_threads();
        }
        if i < x.len() && i < y.len() {
            y[i] = x[i];
        }
    }
}
// CHECK: error[RG0210]:
