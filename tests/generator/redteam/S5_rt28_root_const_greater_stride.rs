//! S5 misuse (red team 28): a root `const Greater: isize = -1` beside `core::cmp::Ordering` in scope: `y[i * (Greater + 1)]` is stride 0 (the crate's const, not Ordering::Greater). Docs (rust-coverage.md: a crate const named like an Ordering value is refused RG0102, or S5): RG0201 or RG0102.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use core::cmp::Ordering;
const Greater: isize = -1;

rsgpu::kernel! {
    pub fn rt28_root_const_greater_stride(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        let c = i.cmp(&0) == Ordering::Greater;
        let k = i * ((Greater + 1) as usize);
        if k < y.len() { y[k] = x[0]; }
    }
}
// CHECK: error[RG0{{201|102}}]:
