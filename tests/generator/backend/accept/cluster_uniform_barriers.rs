//! Accepted (S10): cluster barriers whose control every block of a cluster
//! decides alike: a kernel parameter, a loop over a parameter trip count or
//! over `cluster_size()`, a trip count joined from two constants under a
//! parameter test, a barrier after a thread-dependent `if` that joined; and
//! a block barrier under `cluster_rank() == 0` (the same in a block).
#![no_std]
use rsgpu::cluster::*;
use rsgpu::*;

rsgpu::kernel! {
    pub fn cluster_uniform_barriers(y: &mut [u32], n: u32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        if n > 0 {
            cluster_sync();
        }
        for _ in 0..n {
            cluster_sync();
        }
        for _ in 0..cluster_size() {
            cluster_sync();
        }
        let mut k = 1u32;
        if n > 4 {
            k = 2;
        }
        for _ in 0..k {
            cluster_sync();
        }
        if t < 32 && i < y.len() {
            y[i] = 3;
        }
        cluster_sync();
        if cluster_rank() == 0 {
            sync_threads();
        }
        if i < y.len() {
            y[i] += k;
        }
    }
}
// CHECK: kernel @cluster_uniform_barriers(
