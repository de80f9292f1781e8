//! S8 twin (red team 18): twin: `odd(b) -> b & 1 == 1` of `block_idx_x()` (uniform per block) guards a block barrier.
#![no_std]
use rsgpu::*;

fn odd(b: u32) -> bool {
    b & 1 == 1
}

rsgpu::kernel! {
    pub fn block_idx_arg_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if odd(block_idx_x()) {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: kernel @block_idx_arg_twin(
