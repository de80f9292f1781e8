//! S5 twin (red team 23): i32 `(i as i32).overflowing_mul(-(1 << 24))` with the flag tested before `y[k as u32 as usize]`. Docs: translates (the value is read only past the flag test), at opt-level 0 and 3.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_ovf_i32_neg_mul_flag_tested_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (k, o) = (i as i32).overflowing_mul(-16777216);
        if !o {
            let k = k as u32;
            if (k as usize) < y.len() { y[k as usize] = x[0]; }
        }
    }
}
// CHECK: kernel @rt23_ovf_i32_neg_mul_flag_tested_twin(
