//! A slice pattern's last element of a kernel's `&mut` parameter, written by
//! every thread: rustc's MIR counts it from the end (`(*y)[-1 of 1]`), one
//! element for all threads. The diagnostic names it as counted from the end.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn slice_pattern_last_of_param(y: &mut [u32]) {
        let t = thread_idx_x();
        if let [.., last] = y {
            *last = t;
        }
    }
}
// CHECK: error[RG0201]: {{.*}}`y[len - 1]` may collide: two threads can write the same element
// CHECK: the index is the same for every thread
