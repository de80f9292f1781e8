//! S5 twin (red team 28): `y[i * (Ordering::Greater as i64 + 1) / 2]` (1). Docs: translates (stride 1).
#![no_std]
#![allow(unused)]
use rsgpu::*;
use core::cmp::Ordering;

rsgpu::kernel! {
    pub fn rt28_ordering_less_stride_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        let k = i * (((Ordering::Greater as isize + 1) as usize / 2));
        if k < y.len() { y[k] = x[0]; }
    }
}
// CHECK: kernel @rt28_ordering_less_stride_twin(
