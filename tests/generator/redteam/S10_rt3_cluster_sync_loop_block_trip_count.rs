//! S10/S8: a cluster barrier in a loop whose trip count is the block index: blocks of a cluster reach it different numbers of times.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn cluster_sync_loop_block_trip_count(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for _ in 0..block_idx_x() {
            cluster::cluster_sync();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0212]:
