//! S5: `&mut y[a..]` of a kernel's `&mut` parameter: every thread would
//! write the part from `a` (branch u27fix mapped only the read-only `&x[a..]`):
//! the `IndexMut<RangeFrom>` call has no row at O0, O3's part has no constant
//! length.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn index_from_mut_range(y: &mut [u32], a: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            let s = &mut y[a..];
            s[0] = i as u32;
        }
    }
}
// CHECK-O0: error[RG0100]: unknown call `<[u32] as IndexMut<core::ops::RangeFrom<usize>>>::index_mut`
// CHECK-O3: error[RG0201]: mutable borrow of `y[a..y.len()]` may collide
