//! S5 twin (red team 22): the struct of S5_rt22_ovf_value_in_struct_ignored with `if p.o { return; }` before the write (correct). Docs: the value is read into the struct before the test, so a refusal is a false positive.
#![no_std]
#![allow(unused)]
use rsgpu::*;

struct P {
    v: u64,
    o: bool,
}

rsgpu::kernel! {
    pub fn rt22_ovf_value_in_struct_tested_twin(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let r = g.overflowing_mul(0x0100_0000_0000_0000u64);
        let p = P { v: r.0, o: r.1 };
        if p.o {
            return;
        }
        let k = p.v as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: kernel @rt22_ovf_value_in_struct_tested_twin(
