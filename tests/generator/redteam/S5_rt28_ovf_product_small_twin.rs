//! S5 twin (red team 28): `[i, 4].iter().product::<u64>()` (i < 2^32: exact, injective). Docs: translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_product_small_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let a = [i, 4u64];
        let k: u64 = a.iter().product();
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: kernel @rt28_ovf_product_small_twin(
