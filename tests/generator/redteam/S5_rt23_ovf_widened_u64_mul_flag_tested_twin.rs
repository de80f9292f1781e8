//! S5 twin (red team 23): the id widened before the call: `(i as u32 as u64).overflowing_mul(3)`, flag tested. Docs: translates (the value is read only past the flag test), at opt-level 0 and 3.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_ovf_widened_u64_mul_flag_tested_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (k, o) = (i as u32 as u64).overflowing_mul(3);
        if !o {
            if (k as usize) < y.len() { y[k as usize] = x[0]; }
        }
    }
}
// CHECK: kernel @rt23_ovf_widened_u64_mul_flag_tested_twin(
