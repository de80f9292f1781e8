//! S10 misuse (red team 18): `warps(b) -> block_dim_x() / 32 + b` called with `block_idx_x()`: the helper reads only launch dimensions and its argument, the argument is per block.
#![no_std]
use rsgpu::*;

fn warps(b: u32) -> u32 {
    block_dim_x() / 32 + b
}

rsgpu::kernel! {
    pub fn warps_plus_block(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if warps(block_idx_x()) > 4 {
            cluster::cluster_sync();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0212]: cluster barrier `cluster_sync()` is reached only by the blocks for which
