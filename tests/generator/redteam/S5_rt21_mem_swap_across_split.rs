//! S5 misuse (red team 21): `let (a, b) = y.split_at_mut(m); core::mem::swap(&mut a[i], &mut b[i / 2])` (`m` a parameter): `b[i / 2]` collides.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_mem_swap_across_split(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let m = n as usize;
        if m <= y.len() {
            let (a, b) = y.split_at_mut(m);
            if i < a.len() && i / 2 < b.len() {
                core::mem::swap(&mut a[i], &mut b[i / 2]);
            }
        }
    }
}
// CHECK: error[RG0201]:
