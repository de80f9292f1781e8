//! Twin: `cluster_sync()` reached by every thread (under a kernel-parameter condition). Must translate.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn cluster_sync_uniform_twin(flag: u32, y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if flag != 0 {
            cluster::cluster_sync();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: kernel @cluster_sync_uniform_twin(
