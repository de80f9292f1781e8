//! S10 misuse (red team 18): `rounds() -> cluster_rank() + 1` (uniform per block) as a `cluster_sync()` trip count.
#![no_std]
use rsgpu::*;

fn rounds() -> u32 {
    cluster::cluster_rank() + 1
}

rsgpu::kernel! {
    pub fn rank_loop_helper(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for _ in 0..rounds() {
            cluster::cluster_sync();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0212]: cluster barrier `cluster_sync()` is reached only by the blocks for which
