//! S10: a cluster barrier in a loop whose trip count is read per block.
#![no_std]
use rsgpu::cluster::*;
use rsgpu::*;

rsgpu::kernel! {
    pub fn cluster_sync_loop_over_loaded_count(counts: &[u32], y: &mut [u32]) {
        let n = counts[block_idx_x() as usize];
        for _ in 0..n {
            cluster_sync();
        }
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = 1;
        }
    }
}
// CHECK: error[RG0212]: cluster barrier `cluster_sync()` is reached only by the blocks for which `{{.*}}` decides so
