//! S5: `&y[a..]` of a kernel's `&mut` parameter reads elements other threads
//! write (branch u27fix mapped read-only `&x[a..]`, `&x[..b]`, `&x[a..=b]`):
//! O0 refuses the call handed `y`, O3 the part of unknown length.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_from_mut_param(y: &mut [u32], a: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            let s = &y[a..];
            y[i] = s[0];
        }
    }
}
// CHECK-O0: error[RG0202]: `y` is passed to `core.slice.index_from`
// CHECK-O3: error[RG0201]: mutable borrow of `y[a..y.len()]` may collide
