//! S5 misuse (red team 28): `if n > 5 { if o { return; } }` then `y[k]`: when n <= 5 the flag is never tested. Docs (flags tested only on some paths guard nothing at the join): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_flag_tested_one_arm_only(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (k, o) = i.overflowing_mul(0x0100_0000_0000_0000);
        if n > 5 {
            if o { return; }
        }
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
