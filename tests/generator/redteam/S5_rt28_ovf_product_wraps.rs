//! S5 misuse (red team 28): `[i, 1 << 56].iter().product::<u64>()` (at O3 the product wraps: i and i + 256 collide; at O0 it panics). Docs (calls.md: product, overflow panics — at O3 Rust's product wraps): RG0201 at O3 at least.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_product_wraps(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let a = [i, 0x0100_0000_0000_0000];
        let k: u64 = a.iter().product();
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
