//! S5 misuse: the step is taken under `c < y.len()` where `c` is a copy of `i` made before the loop (not after i's last assignment): `let c = i; while i < n { if i < y.len() { y[i] += 1 } if c < y.len() { i += stride } else { break } }`. i walks on to n near 2^64 and wraps at O3. Expected RG0201 at O3.
// OPT-LEVELS: 3
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_guard_on_copy_before_loop(y: &mut [u32], n: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let c = i;
        while i < n {
            if i < y.len() {
                y[i] += 1;
            }
            if c < y.len() {
                i += stride;
            } else {
                break;
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[
