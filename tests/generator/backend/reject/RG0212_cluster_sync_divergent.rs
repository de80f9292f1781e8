//! S10/S8: a cluster barrier reached by half of the threads.
#![no_std]
use rsgpu::cluster::*;
use rsgpu::*;

rsgpu::kernel! {
    pub fn cluster_sync_divergent(y: &mut [u32]) {
        if thread_idx_x() < 32 {
            cluster_sync();
        }
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = 1;
        }
    }
}
// CHECK: error[RG0212]: barrier `cluster_sync()` is reached only by the threads for which `{{.*}}` decides so
