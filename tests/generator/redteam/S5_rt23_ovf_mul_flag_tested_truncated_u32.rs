//! S5 misuse (red team 23): the flag tested, then the value truncated: `if !o { y[(k as u32) as usize] = .. }` with k = i * 2^56: the low 32 bits are 0 for every thread. Docs (analyses.md, since session 26 the same rule at opt-level 0): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_ovf_mul_flag_tested_truncated_u32(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (k, o) = i.overflowing_mul(0x0100_0000_0000_0000);
        if !o {
            let k = k as u32;
            if (k as usize) < y.len() { y[k as usize] = x[0]; }
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
