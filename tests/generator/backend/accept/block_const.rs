//! Accepted: `block_idx_x() * C + thread_idx_x()` for a constant block size C;
//! the emitted kernel checks that blocks have at most C threads.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn block_const(x: &[u32], y: &mut [u32]) {
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 128 + t;
        if i < y.len() && i < x.len() {
            y[i] = x[i] + 1;
        }
    }
}
// CHECK: kernel @block_const(
