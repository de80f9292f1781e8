//! S10 misuse (red team 18): `scale(v) -> v * grid_dim_x()` (grid-uniform with grid-uniform arguments) called with `cluster_rank()`.
#![no_std]
use rsgpu::*;

fn scale(v: u32) -> u32 {
    v * grid_dim_x()
}

rsgpu::kernel! {
    pub fn grid_helper_of_rank(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if scale(cluster::cluster_rank()) == 0 {
            cluster::cluster_sync();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0212]: cluster barrier `cluster_sync()` is reached only by the blocks for which
