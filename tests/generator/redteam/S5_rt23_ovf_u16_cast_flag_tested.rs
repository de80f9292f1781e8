//! S5 misuse (red team 23): `(i as u16).overflowing_add(1)` with the flag tested: the `as u16` truncation already makes threads i and i + 65536 collide, whatever the flag. Docs (analyses.md, since session 26 the same rule at opt-level 0): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_ovf_u16_cast_flag_tested(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (k, o) = (i as u16).overflowing_add(1);
        if !o {
            if (k as usize) < y.len() { y[k as usize] = x[0]; }
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
