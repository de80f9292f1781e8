//! S10 misuse (red team 18): `fn first_block() -> bool { block_idx_x() == 0 }` before `cluster_sync()`.
#![no_std]
use rsgpu::*;

fn first_block() -> bool {
    block_idx_x() == 0
}

rsgpu::kernel! {
    pub fn first_block_helper(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if first_block() {
            cluster::cluster_sync();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0212]: cluster barrier `cluster_sync()` is reached only by the blocks for which
