//! S8 misuse (red team 18): a chain of helpers: `tid()` returns `thread_idx_x()`, `is_low()` returns `tid() < 16`; `if is_low() { sync_threads() }`.
#![no_std]
use rsgpu::*;

fn tid() -> u32 {
    thread_idx_x()
}
fn is_low() -> bool {
    tid() < 16
}

rsgpu::kernel! {
    pub fn helper_chain_tid(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if is_low() {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
