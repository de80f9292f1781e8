//! Twin: a *block* barrier under `leader_block()` = `cluster_rank() == 0`
//! (same for every thread of a block, kernels.md), cluster barriers in a
//! parameter loop. Must translate (RG0210 today: the helper's result is taken
//! as thread-dependent).
#![no_std]
use rsgpu::*;

fn leader_block() -> bool { cluster::cluster_rank() == 0 }

rsgpu::kernel! {
    pub fn block_barrier_under_rank_helper_twin(y: &mut [f32], n: u32) {
        if leader_block() { sync_threads(); }
        for _ in 0..n { cluster::cluster_sync(); }
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() { y[i] = 1.0; }
    }
}
// CHECK: kernel @block_barrier_under_rank_helper_twin(
