//! S10: `cluster_sync()` under `if first() {..}`, `fn first() -> bool {
//! cluster_rank() == 0 }`: the rank through a device fn. Expected RG0212.
#![no_std]
use rsgpu::*;

fn first() -> bool { cluster::cluster_rank() == 0 }

rsgpu::kernel! {
    pub fn cluster_sync_under_rank_helper(y: &mut [f32]) {
        if first() { cluster::cluster_sync(); }
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() { y[i] = 1.0; }
}
}
// CHECK: error[RG0212]:
