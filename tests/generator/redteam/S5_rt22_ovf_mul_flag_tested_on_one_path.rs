//! S5 misuse (red team 22): the flag of `g.overflowing_mul(1 << 56)` is tested only when a parameter `strict` is set; the write follows on both paths (the other path reads the wrapped value). Docs: the read must lie in a block reached only past the test: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_mul_flag_tested_on_one_path(x: &[f32], y: &mut [f32], strict: u32) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (v, o) = g.overflowing_mul(0x0100_0000_0000_0000u64);
        if strict != 0 {
            if o {
                return;
            }
        }
        let k = v as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
