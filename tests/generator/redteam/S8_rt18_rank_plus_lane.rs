//! S8 misuse (red team 18): `mix() -> cluster_rank() + lane_id()`: uniform part and per-lane part in one helper.
#![no_std]
use rsgpu::*;

fn mix() -> u32 {
    cluster::cluster_rank() + lane_id()
}

rsgpu::kernel! {
    pub fn rank_plus_lane(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if mix() == 0 {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
