//! S5 misuse (red team 28): two products, `if oa && ob { return; }` then `y[ka]`: with only `oa` set it continues. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_flag_and_combined(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (ka, oa) = i.overflowing_mul(0x0100_0000_0000_0000);
        let (kb, ob) = (i + 1).overflowing_mul(0x0100_0000_0000_0000);
        if oa && ob { return; }
        let k = ka;
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
