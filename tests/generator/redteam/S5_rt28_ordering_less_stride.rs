//! S5 misuse (red team 28): `y[i * (Ordering::Less as i64 + 1)]`: Less is -1, stride 0. Docs (generics.md: the impl rustc runs decides the value; S5): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use core::cmp::Ordering;

rsgpu::kernel! {
    pub fn rt28_ordering_less_stride(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        let k = i * (((Ordering::Less as isize + 1) as usize));
        if k < y.len() { y[k] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
