//! Thread-block clusters (sm_90+): rank, size and the cluster barrier.
//! On the host every block is its own cluster of one.

/// Rank of this block in its cluster (`cluster.block_rank()`).
#[inline(never)]
pub fn cluster_rank() -> u32 {
    0
}
/// Blocks per cluster (`cluster.num_blocks()`).
#[inline(never)]
pub fn cluster_size() -> u32 {
    1
}
/// Cluster-wide barrier (`cluster.sync()`); implies a block barrier.
#[inline(never)]
pub fn cluster_sync() {
    crate::sync_threads()
}
