//! S10: a cluster barrier under `block_idx_y() % 2 == 0`: every thread of a
//! block agrees, but the odd blocks of a cluster never arrive (GPU hang).
#![no_std]
use rsgpu::cluster::*;
use rsgpu::*;

rsgpu::kernel! {
    pub fn cluster_sync_under_block_idx_y_parity(y: &mut [u32]) {
        if block_idx_y() % 2 == 0 {
            cluster_sync();
        }
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = 1;
        }
    }
}
// CHECK: error[RG0212]: cluster barrier `cluster_sync()` is reached only by the blocks for which `{{.*}}` decides so
// CHECK: note: the branch at {{.*}} depends on the block
// CHECK: note: every block of a cluster must reach a cluster barrier
