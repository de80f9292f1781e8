//! S5 twin (red team 23): `overflowing_mul` inside a closure `let f = |a: u64| a.overflowing_mul(1 << 56);`, the kernel tests the flag: `if !o { y[k] = .. }`. Docs: translates (the value is read only past the flag test), at opt-level 0 and 3.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_ovf_closure_flag_tested_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let f = |a: u64| a.overflowing_mul(0x0100_0000_0000_0000);
        let (k, o) = f(i);
        if !o {
            if (k as usize) < y.len() { y[k as usize] = x[0]; }
        }
    }
}
// CHECK: kernel @rt23_ovf_closure_flag_tested_twin(
