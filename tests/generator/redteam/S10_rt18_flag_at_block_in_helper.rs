//! S10 misuse (red team 18): `flag(x) -> x[block_idx_x()] > 0.0`: a read-only flag per block read inside a helper, before `cluster_sync()`.
#![no_std]
use rsgpu::*;

fn flag(x: &[f32]) -> bool {
    let b = block_idx_x() as usize;
    b < x.len() && x[b] > 0.0
}

rsgpu::kernel! {
    pub fn flag_at_block_in_helper(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if flag(x) {
            cluster::cluster_sync();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0212]:
