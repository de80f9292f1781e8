//! S10: a closure `|| { if block_idx_x() == 0 { return; } cluster_sync(); }`
//! called by every block: block 0 returns from the closure before the cluster
//! barrier. Expected RG0212.
#![no_std]
use rsgpu::*;


rsgpu::kernel! {
    pub fn cluster_sync_after_closure_early_return(y: &mut [f32]) {
        let f = || { if block_idx_x() == 0 { return; } cluster::cluster_sync(); };
        f();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() { y[i] = 1.0; }
}
}
// CHECK: error[RG0212]:
