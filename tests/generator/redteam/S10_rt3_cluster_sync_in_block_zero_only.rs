//! S10/S8: `if block_idx_x() == 0 { cluster::cluster_sync() }` — block-uniform, but a cluster barrier must be reached by every block of the cluster: block 0 waits for peers that never arrive.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn cluster_sync_in_block_zero_only(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if block_idx_x() == 0 {
            cluster::cluster_sync();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0212]:
