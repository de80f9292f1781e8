//! S5 twin (red team 28): the pair kept in a 3-tuple `t = (k, o, 5)`, `if t.1 { return; }` then `y[t.0]`. Docs (tuple literals of the value and guard): translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_tuple_flag_tested_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (k, o) = i.overflowing_mul(0x0100_0000_0000_0000);
        let t = (k, o, 5u32);
        if t.1 { return; }
        let k = t.0;
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: kernel @rt28_ovf_tuple_flag_tested_twin(
