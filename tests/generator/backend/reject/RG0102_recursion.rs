//! Unsupported Rust: recursion (a device thread has a small fixed stack);
//! RG0102 names the call cycle.
#![no_std]
use rsgpu::*;
#[inline(never)]
fn fact(n: u32) -> u32 { if n <= 1 { 1 } else { n.wrapping_mul(fact(n - 1)) } }
rsgpu::kernel! {
    pub fn recursion(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() && i < x.len() {
            y[i] = fact(x[i]);
        }
    }
}
// CHECK: error[RG0102]: recursion is not supported on the device: `fact` -> `fact`
