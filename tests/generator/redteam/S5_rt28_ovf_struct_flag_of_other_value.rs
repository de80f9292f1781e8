//! S5 misuse (red team 28): two products `a = i * 2^56`, `b = (i + 1) * 2^56`; `P { v: b.0, o: a.1 }` tested `if p.o { return; }`, `y[p.v]`. Docs (a flag of another operation guards nothing): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
#[derive(Clone, Copy)]
struct P { v: u64, o: bool }

rsgpu::kernel! {
    pub fn rt28_ovf_struct_flag_of_other_value(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let a = i.overflowing_mul(0x0100_0000_0000_0000);
        let b = (i + 1).overflowing_mul(0x0100_0000_0000_0000);
        let p = P { v: b.0, o: a.1 };
        if p.o { return; }
        let k = p.v;
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
