//! S5: `mem::replace(&mut y[i / 2], v)` hands two threads the same element
//! (threads 2k and 2k + 1 both write y[k]). `mem::replace`/`mem::take` write
//! through the `&mut` they are given: the borrow `&mut y[..]` of a kernel
//! parameter is proved like a write (RG0201 at both levels; at O3 rustc
//! inlines the call into a read and a store). The near miss of
//! accept/mem_replace_take.
#![no_std]
use core::mem;
use rsgpu::*;

rsgpu::kernel! {
    pub fn mem_replace_foreign(y: &mut [u32], out: &mut [u32], v: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i / 2 < y.len() && i < out.len() {
            let old = mem::replace(&mut y[i / 2], v);
            out[i] = old;
        }
    }
}
// CHECK: error[RG0201]: {{.*}}y[(i / 2)]{{.*}} may collide: two threads can write the same element
