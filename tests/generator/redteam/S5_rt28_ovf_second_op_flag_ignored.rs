//! S5 misuse (red team 28): `i.overflowing_mul(4)` with its flag tested, then `k.overflowing_mul(1 << 56)` with the second flag ignored (`_o2`), written at `k as usize`: the second value wraps (i and i + 64 collide). Docs (analyses.md: each operation has its own flag): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_second_op_flag_ignored(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (k, o) = i.overflowing_mul(4);
        if o { return; }
        let (k, _o2) = k.overflowing_mul(0x0100_0000_0000_0000);
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
