//! S5 misuse (red team 23): the flag tested, then the value changed inside the guarded block: `if !o { let k = k.wrapping_mul(256); y[k] = .. }`: k * 256 = i * 2^64 = 0. Docs (analyses.md, since session 26 the same rule at opt-level 0): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_ovf_mul_flag_tested_then_wrapping_mul(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (k, o) = i.overflowing_mul(0x0100_0000_0000_0000);
        if !o {
            let k = k.wrapping_mul(256);
            if (k as usize) < y.len() { y[k as usize] = x[0]; }
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
