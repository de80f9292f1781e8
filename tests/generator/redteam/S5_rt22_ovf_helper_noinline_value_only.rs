//! S5 misuse (red team 22): an `#[inline(never)]` helper returns `g.overflowing_mul(1 << 56).0` (the flag dropped inside it); the kernel indexes with it. Docs: RG0201 (a call's result is varying; inside the helper the value wraps).
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[inline(never)]
fn scale(g: u64) -> u64 {
    g.overflowing_mul(0x0100_0000_0000_0000u64).0
}

rsgpu::kernel! {
    pub fn rt22_ovf_helper_noinline_value_only(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let k = scale(g) as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
