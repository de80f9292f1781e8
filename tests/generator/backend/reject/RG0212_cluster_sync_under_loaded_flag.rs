//! S10: a cluster barrier under a flag loaded per block (`flags[block]`):
//! the same in a block, different between the blocks of a cluster.
#![no_std]
use rsgpu::cluster::*;
use rsgpu::*;

rsgpu::kernel! {
    pub fn cluster_sync_under_loaded_flag(flags: &[u32], y: &mut [u32]) {
        let b = block_idx_x() as usize;
        if b < flags.len() && flags[b] != 0 {
            cluster_sync();
        }
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = 1;
        }
    }
}
// CHECK: error[RG0212]: cluster barrier `cluster_sync()` is reached only by the blocks for which `{{.*}}` decides so
