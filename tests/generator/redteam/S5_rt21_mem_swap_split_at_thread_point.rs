//! S5 misuse (red team 21): `let (a, b) = y.split_at_mut(i + 1); core::mem::swap(&mut a[i], &mut b[0])`: a split point per thread, and `b[0]` is thread i + 1's element.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_mem_swap_split_at_thread_point(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i + 1 < y.len() {
            let (a, b) = y.split_at_mut(i + 1);
            core::mem::swap(&mut a[i], &mut b[0]);
        }
    }
}
// CHECK: error[RG0201]:
