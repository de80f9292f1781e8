//! S5 twin (red team 22): `assert!(!o)` after `g.overflowing_mul(1 << 40)`, the index the full u64 product. Docs: translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_flag_asserted_twin(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (v, o) = g.overflowing_mul(0x100_0000_0000u64);
        assert!(!o);
        let k = v as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: kernel @rt22_ovf_flag_asserted_twin(
