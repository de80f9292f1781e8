//! S5: halves of splits at two points (m, m + 1) chosen per thread, swapped
//! through `mem::swap` under a per-thread flag: thread i writes `a[i]` with a
//! the tail at m or at m + 1: threads i (tail at m + 1) and i + 1 (tail at m)
//! write y[m + i + 1]. Expected RG0201/RG0203.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn mem_swap_halves_per_thread_point(y: &mut [f32], m: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let p = if i % 2 == 0 { m } else { m + 1 };
        let (mut a, mut b) = y.split_at_mut(p);
        core::mem::swap(&mut a, &mut b);
        if i < a.len() {
            a[i] = 1.0;
        }
    }
}
// CHECK: error[RG0202]: `a
