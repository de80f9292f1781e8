//! S10 misuse (red team 18): `rank_is(r) -> cluster_rank() == r` called with the constant 0: every argument uniform, the result per block.
#![no_std]
use rsgpu::*;

fn rank_is(r: u32) -> bool {
    cluster::cluster_rank() == r
}

rsgpu::kernel! {
    pub fn rank_is_constant_arg(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if rank_is(0) {
            cluster::cluster_sync();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0212]: cluster barrier `cluster_sync()` is reached only by the blocks for which
