//! S10 misuse (red team 18): `leader_block()` guards a block barrier (fine) and, through a second helper `leader2() -> leader_block()`, a cluster barrier.
#![no_std]
use rsgpu::*;

fn leader_block() -> bool {
    cluster::cluster_rank() == 0
}
fn leader2() -> bool {
    leader_block()
}

rsgpu::kernel! {
    pub fn block_barrier_ok_cluster_not(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if leader_block() {
            sync_threads();
        }
        if leader2() {
            cluster::cluster_sync();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0212]: cluster barrier `cluster_sync()` is reached only by the blocks for which
