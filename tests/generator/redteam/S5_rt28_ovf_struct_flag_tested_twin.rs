//! S5 twin (red team 28): `P { v: t.0, o: t.1 }` of one product, `if p.o { return; }`, `y[p.v]`. Docs: translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;
#[derive(Clone, Copy)]
struct P { v: u64, o: bool }

rsgpu::kernel! {
    pub fn rt28_ovf_struct_flag_tested_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let t = i.overflowing_mul(0x0100_0000_0000_0000);
        let p = P { v: t.0, o: t.1 };
        if p.o { return; }
        let k = p.v;
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: kernel @rt28_ovf_struct_flag_tested_twin(
