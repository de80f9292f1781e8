//! S10: block 1 returns early; the others wait at the cluster barrier for it.
#![no_std]
use rsgpu::cluster::*;
use rsgpu::*;

rsgpu::kernel! {
    pub fn cluster_sync_after_block_return(y: &mut [u32]) {
        if block_idx_x() == 1 {
            return;
        }
        cluster_sync();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = 1;
        }
    }
}
// CHECK: error[RG0212]: cluster barrier `cluster_sync()` is reached only by the blocks for which `{{.*}}` decides so
