//! S10 misuse (red team 18): `half(n) -> n / 2` of `block_idx_x()` as a `cluster_sync()` trip count (the helper is uniform with uniform arguments; the argument is per block).
#![no_std]
use rsgpu::*;

fn half(n: u32) -> u32 {
    n / 2
}

rsgpu::kernel! {
    pub fn half_of_block_idx(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for _ in 0..half(block_idx_x()) {
            cluster::cluster_sync();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0212]: cluster barrier `cluster_sync()` is reached only by the blocks for which
