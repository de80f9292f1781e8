//! S10 misuse (red team 18): a helper returning 1 in block 0 and 2 in the others (constants per block-dependent branch) as a `cluster_sync()` trip count.
#![no_std]
use rsgpu::*;

fn k() -> u32 {
    if block_idx_x() == 0 {
        1
    } else {
        2
    }
}

rsgpu::kernel! {
    pub fn block_branch_constants(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for _ in 0..k() {
            cluster::cluster_sync();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0212]: cluster barrier `cluster_sync()` is reached only by the blocks for which
