//! S5 twin (red team 22), opt-level 0 only: `debug_assert!(!o)` is an assert at opt-level 0 (debug assertions on), so the value is read past it. Docs: translates.
// OPT-LEVELS: 0
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_debug_assert_flag_twin(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (v, o) = g.overflowing_mul(0x0100_0000_0000_0000u64);
        debug_assert!(!o);
        let k = v as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: kernel @rt22_ovf_debug_assert_flag_twin(
