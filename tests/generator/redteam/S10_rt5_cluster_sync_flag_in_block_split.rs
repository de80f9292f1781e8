//! S10: `let (_, s) = x.split_at(block_idx_x()); if s[0] > 0 { cluster_sync() }`:
//! a flag read at index 0 of a slice whose start depends on the block.
//! Expected RG0212.
#![no_std]
use rsgpu::*;


rsgpu::kernel! {
    pub fn cluster_sync_flag_in_block_split(x: &[u32], y: &mut [f32]) {
        let b = block_idx_x() as usize;
        let (_a, s) = x.split_at(b);
        if s[0] > 0 { cluster::cluster_sync(); }
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() { y[i] = 1.0; }
}
}
// CHECK: error[RG0212]:
