//! S5 misuse: the step under a test of a copy of i that was halved, `let mut c = i; c >>= 1; if c < z.len() { i += stride } else { break }` with `z: &[u8]` (length up to isize::MAX): i may be near 2^64 and wrap at O3. A copy changed after it was taken is no copy. Expected RG0201 at O3.
// OPT-LEVELS: 3
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_guard_on_halved_copy(y: &mut [u32], z: &[u8], n: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < n {
            if i < y.len() {
                y[i] += 1;
            }
            let mut c = i;
            c >>= 1;
            if c < z.len() {
                i += stride;
            } else {
                break;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[
