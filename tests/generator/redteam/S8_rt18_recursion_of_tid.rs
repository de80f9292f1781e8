//! S8 misuse (red team 18; docs: recursion is RG0102, error-codes.md): a recursive helper `halve(t)` (halves until below 2) called with the thread id.
#![no_std]
use rsgpu::*;

fn halve(t: u32) -> u32 {
    if t < 2 {
        t
    } else {
        halve(t / 2)
    }
}

rsgpu::kernel! {
    pub fn recursion_of_tid(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if halve(thread_idx_x()) == 1 {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0102]: recursion is not supported on the device
