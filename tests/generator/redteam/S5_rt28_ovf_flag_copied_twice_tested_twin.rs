//! S5 twin (red team 28): the flag copied through two locals (`let f = o; let g = f;`) and `if g { return; }` before `y[k]`. Docs (analyses.md: copies of a guard are guards): translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_flag_copied_twice_tested_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (k, o) = i.overflowing_mul(0x0100_0000_0000_0000);
        let f = o;
        let g = f;
        if g { return; }
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: kernel @rt28_ovf_flag_copied_twice_tested_twin(
