//! S5 misuse (red team 22): `if o { y[v ^ 1] = .. } else { y[v] = .. }`: the 0-edge read is exact but the 1-edge read is the wrapped product (threads 256 and 512 write `y[1]`). Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_flag_tested_value_read_in_both_arms(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (v, o) = g.overflowing_mul(0x0100_0000_0000_0000u64);
        let k = v as usize;
        if k ^ 1 < y.len() && k < y.len() {
            if o {
                y[k ^ 1] = x[0];
            } else {
                y[k] = x[1];
            }
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
