//! S10/S8: `if cluster::cluster_rank() == 0 { cluster_sync() }` — only one block of each cluster reaches the cluster barrier.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn cluster_sync_under_cluster_rank(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if cluster::cluster_rank() == 0 {
            cluster::cluster_sync();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0212]:
