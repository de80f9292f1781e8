//! S5 misuse (red team 28): u32 `j.carrying_add(j, n == 7)` (carry-in from a parameter), carry out ignored. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_carrying_add_carry_in_ignored(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let j = i as u32;
        let (k, _c) = j.carrying_add(j, n == 7);
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
