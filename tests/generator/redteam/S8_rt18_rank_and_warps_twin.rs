//! S8 twin (red team 18): twin: `leader_block()` (cluster rank 0) and `warps()` combined in a third helper `leader_rounds() -> if leader_block() { warps() } else { 1 }`, a barrier loop bound.
#![no_std]
use rsgpu::*;

fn leader_block() -> bool {
    cluster::cluster_rank() == 0
}
fn warps() -> u32 {
    block_dim_x() / 32
}
fn leader_rounds() -> u32 {
    if leader_block() {
        warps()
    } else {
        1
    }
}

rsgpu::kernel! {
    pub fn rank_and_warps_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for _ in 0..leader_rounds() {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: kernel @rank_and_warps_twin(
