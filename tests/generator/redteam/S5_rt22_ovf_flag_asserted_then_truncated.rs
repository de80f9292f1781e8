//! S5 misuse (red team 22): the flag of `g.overflowing_mul(1 << 40)` is asserted (`assert!(!o)`: the product is exact), but the index is `(v as u32) as usize`: the low 32 bits of g * 2^40 are 0 for every thread. Docs: truncation keeps injectivity only when dbits <= w: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_flag_asserted_then_truncated(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (v, o) = g.overflowing_mul(0x100_0000_0000u64);
        assert!(!o);
        let k = (v as u32) as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
