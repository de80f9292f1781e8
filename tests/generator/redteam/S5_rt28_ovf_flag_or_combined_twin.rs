//! S5 twin (red team 28): two products, `if oa || ob { return; }` then `y[ka]` and `y[kb]` both. Docs (each flag's false edge): translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_flag_or_combined_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (ka, oa) = i.overflowing_mul(0x0100_0000_0000_0000);
        let (kb, ob) = i.overflowing_mul(0x0200_0000_0000_0000);
        if oa || ob { return; }
        let k = ka ^ kb;
        if (ka as usize) < y.len() { y[ka as usize] = x[0]; }
    }
}
// CHECK: kernel @rt28_ovf_flag_or_combined_twin(
