//! S8 twin (red team 18): twin: a chain `bdim() -> block_dim_x()`, `warps() -> bdim() / 32` as a barrier loop bound.
#![no_std]
use rsgpu::*;

fn bdim() -> u32 {
    block_dim_x()
}
fn warps() -> u32 {
    bdim() / 32
}

rsgpu::kernel! {
    pub fn chain_uniform_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for _ in 0..warps() {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: kernel @chain_uniform_twin(
