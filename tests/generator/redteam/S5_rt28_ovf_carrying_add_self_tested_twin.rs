//! S5 twin (red team 28): u32 `j.carrying_add(j, false)` with `if !c` before the write. Docs (analyses.md, session 27: carrying_add's flag flows like overflowing_add's): translates at O0 and O3.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_carrying_add_self_tested_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let j = i as u32;
        let (k, c) = j.carrying_add(j, false);
        if !c {
            if (k as usize) < y.len() { y[k as usize] = x[0]; }
        }
    }
}
// CHECK: kernel @rt28_ovf_carrying_add_self_tested_twin(
