//! S5 twin (red team 23): u32 `let (k, o) = j.overflowing_add(j); if !o { y[k] = .. }`. Docs: translates (the value is read only past the flag test), at opt-level 0 and 3.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_ovf_u32_add_self_flag_tested_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let j = i as u32;
        let (k, o) = j.overflowing_add(j);
        if !o {
            if (k as usize) < y.len() { y[k as usize] = x[0]; }
        }
    }
}
// CHECK: kernel @rt23_ovf_u32_add_self_flag_tested_twin(
