//! S10: the trip count is a constant in each block, but block 0 assigns
//! another one: a value assigned under a block-dependent branch is not the
//! same in every block of the cluster.
#![no_std]
use rsgpu::cluster::*;
use rsgpu::*;

rsgpu::kernel! {
    pub fn cluster_sync_trip_count_set_by_block(y: &mut [u32]) {
        let mut k = 1u32;
        if block_idx_x() == 0 {
            k = 2;
        }
        for _ in 0..k {
            cluster_sync();
        }
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = k;
        }
    }
}
// CHECK: error[RG0212]: cluster barrier `cluster_sync()` is reached only by the blocks for which `{{.*}}` decides so
