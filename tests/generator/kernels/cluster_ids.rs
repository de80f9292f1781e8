//! Cluster rank and size, warp vote, and a cluster-wide barrier.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn cluster_ids(out: &mut [u32]) {
        let t = thread_idx_x() as usize;
        let rank = cluster::cluster_rank();
        let votes = warp::ballot(t % 2 == 0);
        cluster::cluster_sync();
        let i = block_idx_x() as usize * block_dim_x() as usize + t;
        if i < out.len() {
            out[i] = rank * cluster::cluster_size() + votes.count_ones();
        }
    }
}
