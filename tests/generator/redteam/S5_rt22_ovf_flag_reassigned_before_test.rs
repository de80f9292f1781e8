//! S5 misuse (red team 22): `let (v, mut o) = ..overflowing_mul(1 << 56); o = false; if o { return; }`: the tested local no longer holds the flag. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_flag_reassigned_before_test(x: &[f32], y: &mut [f32], c: u32) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (v, mut o) = g.overflowing_mul(0x0100_0000_0000_0000u64);
        if c == 0 {
            o = false;
        }
        if o {
            return;
        }
        let k = v as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
