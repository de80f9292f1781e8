//! S5 twin (red team 28): two chained products, each flag tested right after its operation (`if o { return; }` twice). Docs: translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_value_two_ops_both_tested_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (k, o) = i.overflowing_mul(4);
        if o { return; }
        let (k, o2) = k.overflowing_mul(0x0100_0000_0000_0000);
        if o2 { return; }
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: kernel @rt28_ovf_value_two_ops_both_tested_twin(
