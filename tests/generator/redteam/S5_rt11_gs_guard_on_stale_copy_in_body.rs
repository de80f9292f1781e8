//! S5 misuse: a copy `c = i` taken at the top of the body, then `i += stride` outside any test, then a second step under `c < y.len()` (c now stale): `while i < n { let c = i; if c < y.len() { y[c] += 1 } i += stride; if c < y.len() { i += stride } }`. The first step is unguarded; i wraps at O3. Expected RG0201 at O3.
// OPT-LEVELS: 3
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn gs_guard_on_stale_copy_in_body(y: &mut [u32], n: usize) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < n {
            let c = i;
            if c < y.len() {
                y[c] += 1;
            }
            i += stride;
            if c < y.len() {
                i += stride;
            }
        }
    }
}
// CHECK: error[RG0201]:
