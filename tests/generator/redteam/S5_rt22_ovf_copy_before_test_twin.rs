//! S5 twin (red team 22): `let (v, o) = g.overflowing_mul(1 << 56); let w = v; if o { return; } y[w]`: the copy is made before the test, but read only past it. Docs: every read of the value "through copies" must lie past the test; the copy itself is made before: a refusal here is a false positive (the program is correct).
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_copy_before_test_twin(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (v, o) = g.overflowing_mul(0x0100_0000_0000_0000u64);
        let w = v;
        if o {
            return;
        }
        let k = w as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: kernel @rt22_ovf_copy_before_test_twin(
