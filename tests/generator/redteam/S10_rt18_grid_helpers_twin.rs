//! S10 twin (red team 18): twin: `cluster_sync()` under grid-uniform helpers: `blocks() -> grid_dim_x()`, `csize() -> cluster_size()`, `half(n)` of a parameter.
#![no_std]
use rsgpu::*;

fn blocks() -> u32 {
    grid_dim_x()
}
fn csize() -> u32 {
    cluster::cluster_size()
}
fn half(n: u32) -> u32 {
    n / 2
}

rsgpu::kernel! {
    pub fn grid_helpers_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if blocks() > csize() {
            cluster::cluster_sync();
        }
        for _ in 0..half(n) {
            cluster::cluster_sync();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: kernel @grid_helpers_twin(
