//! Red team 22 (small sorts; r22_sort_inconsistent_cmp without `Ordering::Less` constants, which are RG0101/RG0102): `sort_unstable_by` with comparators that are no total order (always `Less`; by parity only; `Greater` when both are odd): the permutation core's small sort leaves (no panic below 21 elements in core) must be the same.
#![no_std]
#![allow(unused)]
use rsgpu::*;

use core::cmp::Ordering;
fn perm(a: &[u32; 16]) -> u32 {
    let mut h = 0u32;
    for e in a.iter() {
        h = h.wrapping_mul(37).wrapping_add(*e);
    }
    h
}

rsgpu::kernel! {
    pub fn r22_sort_inconsistent_cmp_no_const(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let mut a = [0u32; 16];
            for j in 0..16 {
                a[j] = (v.rotate_right(j as u32 * 3) % 50) * 16 + j as u32;
            }
            let mut b = a;
            let mut c = a;
            a.sort_unstable_by(|x, y| 0u32.cmp(&1));
            b.sort_unstable_by(|x, y| (x % 2).cmp(&(y % 2)));
            c.sort_unstable_by(|x, y| if x % 2 == 1 && y % 2 == 1 { 1u32.cmp(&0) } else { 0u32.cmp(&1) });
            o1[i] = perm(&a);
            o2[i] = perm(&b);
            o3[i] = perm(&c);
        }
    }
}
