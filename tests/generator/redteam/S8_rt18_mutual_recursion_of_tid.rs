//! S8 misuse (red team 18; docs: recursion is RG0102, error-codes.md): mutually recursive `even(n)` / `odd(n)` called with `thread_idx_x() % 4`.
#![no_std]
use rsgpu::*;

fn even(n: u32) -> bool {
    if n == 0 {
        true
    } else {
        odd(n - 1)
    }
}
fn odd(n: u32) -> bool {
    if n == 0 {
        false
    } else {
        even(n - 1)
    }
}

rsgpu::kernel! {
    pub fn mutual_recursion_of_tid(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if even(thread_idx_x() % 4) {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0102]: recursion is not supported on the device
