//! `core::mem::replace` and `mem::take` on a thread's locals, and
//! `mem::replace(&mut y[i], v)` of a kernel's `&mut` parameter at the
//! thread's own index (S5 proves the borrow like `&mut y[i]`; its near miss:
//! reject/RG0201_mem_replace_foreign).
#![no_std]
use core::mem;
use rsgpu::*;

rsgpu::kernel! {
    pub fn mem_replace_take(x: &[u32], y: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < y.len() {
            let mut a = x[i];
            let mut b = Some(a + 1);
            let old = mem::replace(&mut a, 5);
            let t = mem::take(&mut b).unwrap_or(0);
            let prev = mem::replace(&mut y[i], old + t + a);
            y[i] += prev + b.is_none() as u32;
        }
    }
}
// CHECK: kernel @mem_replace_take(
