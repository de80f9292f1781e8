//! S5 twin (red team 23): the flag stored (`let fine = !o`) and tested later, the value unchanged: `if fine { y[k] = .. }`. Docs: translates (the value is read only past the flag test), at opt-level 0 and 3.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_ovf_mul_flag_stored_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (k, o) = i.overflowing_mul(0x0100_0000_0000_0000);
        let fine = !o;
        let z = n + 1;
        if fine {
            if (k as usize) < y.len() { y[k as usize] = x[0]; }
        }
    }
}
// CHECK: kernel @rt23_ovf_mul_flag_stored_twin(
