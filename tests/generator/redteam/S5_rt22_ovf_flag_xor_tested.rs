//! S5 misuse (red team 22): the test is on `o ^ true` (`if o ^ true { return; }`): the write happens exactly when the product overflowed. Docs: only the 0 edge of a test of the flag itself counts: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_flag_xor_tested(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (v, o) = g.overflowing_mul(0x0100_0000_0000_0000u64);
        if o ^ true {
            return;
        }
        let k = v as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
