//! One BFS level over a CSR graph: each frontier vertex claims unvisited neighbours with compare_exchange.
#![no_std]
use core::sync::atomic::Ordering::{Acquire, Relaxed};
use rsgpu::*;

const UNSEEN: u32 = u32::MAX;

rsgpu::kernel! {
    pub fn u27_bfs_frontier(row_ptr: &[u32], adj: &[u32], frontier: &[u32], dist: &[Atomic<u32>],
                            next: &[Atomic<u32>], level: u32) {
        let v = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if v >= frontier.len() || frontier[v] == 0 {
            return;
        }
        let edges = &adj[row_ptr[v] as usize..row_ptr[v + 1] as usize];
        for &u in edges {
            let u = u as usize;
            if dist[u].load(Relaxed) != UNSEEN {
                continue;
            }
            if dist[u].compare_exchange(UNSEEN, level + 1, Acquire, Relaxed).is_ok() {
                next[u].store(1, Relaxed);
            }
        }
    }
}
