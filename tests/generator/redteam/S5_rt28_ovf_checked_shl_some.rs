//! S5 misuse (red team 28): `i.checked_shl(56)`: `Some(i << 56)` whenever 56 < 64, the bits shifted out lost (i and i + 256 collide); written in the `Some`. Docs: checked_shl checks the shift amount only: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_checked_shl_some(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        if let Some(k) = i.checked_shl(56) {
            if (k as usize) < y.len() { y[k as usize] = x[0]; }
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
