//! S8 misuse (red team 18; expected RG0102 "indirect calls" or RG0210): a helper `invoke(f: fn() -> u32)` handed the function item `thread_idx_x` as a function pointer: the argument is a constant, the result per thread.
#![no_std]
use rsgpu::*;

fn invoke(f: fn() -> u32) -> u32 {
    f()
}

rsgpu::kernel! {
    pub fn fn_pointer_to_helper(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if invoke(thread_idx_x) < 16 {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG{{0102|0210}}]:
