//! S5 parts: a device fn returning `&mut s[1..]` of the thread's own chunk of 2
//! is fine; here it returns a reborrow of the head of `y` (`&mut lo[..]`), and
//! every thread writes element 0. Expected RG0201/RG0202/RG0203.
#![no_std]
use rsgpu::*;
fn same(s: &mut [f32]) -> &mut [f32] {
    s
}
rsgpu::kernel! {
    pub fn S5_rt6_reborrow_helper_returning_tail(y: &mut [f32], m: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let (lo, _hi) = y.split_at_mut(m);
        let r = same(lo);
        if !r.is_empty() {
            r[0] = i as f32;
        }
    }
}
// CHECK-O0: error[RG0202]: `y
// CHECK-O3: error[RG0201]: write to `y
