//! S8 misuse (red team 18): a helper returning the lane-0 broadcast `shfl(v, 0)` of a thread value: one value per warp.
#![no_std]
use rsgpu::*;

fn bcast(v: f32) -> f32 {
    warp::shfl(v, 0)
}

rsgpu::kernel! {
    pub fn helper_broadcast(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = if i < x.len() { x[i] } else { 0.0 };
        if bcast(v) > 0.0 {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
