//! S5 misuse (red team 28): i64 `(i as i64).overflowing_mul(1 << 56)` with the flag ignored (k for i and i + 256 collide). Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_i64_signed_ignored(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (k, _o) = (i as i64).overflowing_mul(1 << 56);
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
