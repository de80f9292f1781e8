//! S5 twin (red team 28): `let (k, mut o) = ..; if n > 5 { o = true; } if o { return; }` then `y[k]`: the flag only grows. Docs: translate expected if the flow keeps it (any other store removes a guard: RG0201 is the documented answer, a false positive).
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_flag_set_on_one_path_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (k, mut o) = i.overflowing_mul(0x0100_0000_0000_0000);
        if n > 5 { o = true; }
        if o { return; }
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: kernel @rt28_ovf_flag_set_on_one_path_twin(
