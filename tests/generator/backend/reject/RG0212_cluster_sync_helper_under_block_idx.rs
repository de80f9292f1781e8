//! S10: a helper that passes a cluster barrier, called only by the blocks
//! past the first.
#![no_std]
use rsgpu::cluster::*;
use rsgpu::*;

#[inline(never)]
fn exchange() {
    cluster_sync();
}

rsgpu::kernel! {
    pub fn cluster_sync_helper_under_block_idx(y: &mut [u32]) {
        if block_idx_x() > 0 {
            exchange();
        }
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = 1;
        }
    }
}
// CHECK: error[RG0212]: cluster barrier `{{.*}}exchange()` is reached only by the blocks for which `{{.*}}` decides so
// CHECK: note: `{{.*}}exchange()` reaches `cluster_sync()`
