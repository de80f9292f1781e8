//! S5 misuse (red team 22): a helper tests the flag of `g.overflowing_mul(1 << 56)` but returns the value on both paths (`if o { return v ^ 1 } v`): the "test" guards nothing. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

fn scale(g: u64) -> u64 {
    let (v, o) = g.overflowing_mul(0x0100_0000_0000_0000u64);
    if o {
        return v ^ 1;
    }
    v
}

rsgpu::kernel! {
    pub fn rt22_ovf_helper_tests_flag_returns_value(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let k = scale(g) as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
