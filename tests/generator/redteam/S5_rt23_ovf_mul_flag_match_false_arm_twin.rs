//! S5 twin (red team 23): `match i.overflowing_mul(1 << 56) { (k, false) => y[k] = .., _ => {} }`. Docs: translates (the value is read only past the flag test), at opt-level 0 and 3.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_ovf_mul_flag_match_false_arm_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        match i.overflowing_mul(0x0100_0000_0000_0000) {
            (k, false) => {
                if (k as usize) < y.len() { y[k as usize] = x[0]; }
            }
            _ => {}
        }
    }
}
// CHECK: kernel @rt23_ovf_mul_flag_match_false_arm_twin(
