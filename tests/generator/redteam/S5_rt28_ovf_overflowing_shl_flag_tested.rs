//! S5 misuse (red team 28): `i.overflowing_shl(56)`: the flag says only `56 >= 64` (false), the value `i << 56` wraps (i and i + 256 collide); `if !o { y[k] = .. }`. Docs (analyses.md: only add/sub/mul flags are overflow flags; a shift by a constant wraps by `dbits + k <= w`): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_overflowing_shl_flag_tested(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (k, o) = i.overflowing_shl(56);
        if !o {
            if (k as usize) < y.len() { y[k as usize] = x[0]; }
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
