//! S10: `(thread_idx_x() < 32).then(|| cluster::cluster_sync())`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn cluster_sync_in_bool_then_closure(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let _ = (thread_idx_x() < 32).then(|| cluster::cluster_sync());
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// O0: `Option<()>` cannot be emitted yet (RG0301): refused, not for S10.
// CHECK-O0: error[RG0{{(10[0-2]|301|21[0-2])}}]:
// CHECK-O3: error[RG0212]:
