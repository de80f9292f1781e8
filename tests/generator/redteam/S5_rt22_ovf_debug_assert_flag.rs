//! S5 misuse (red team 22), opt-level 3 only: `debug_assert!(!o)` tests the flag of `g.overflowing_mul(1 << 56)`, but without debug assertions (rustc's default at opt-level 3) the test is gone and the wrapped value indexes the write. Docs: RG0201.
// OPT-LEVELS: 3
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_debug_assert_flag(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (v, o) = g.overflowing_mul(0x0100_0000_0000_0000u64);
        debug_assert!(!o);
        let k = v as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
