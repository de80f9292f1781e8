//! S10 misuse (red team 18): a chain `bid() -> block_idx_x()`, `even_block() -> bid() % 2 == 0` before `cluster_sync()`.
#![no_std]
use rsgpu::*;

fn bid() -> u32 {
    block_idx_x()
}
fn even_block() -> bool {
    bid() % 2 == 0
}

rsgpu::kernel! {
    pub fn block_id_chain(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if even_block() {
            cluster::cluster_sync();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0212]: cluster barrier `cluster_sync()` is reached only by the blocks for which
