//! S5 twin (red team 28): `let r = &t; let s = &r; if s.1 { return; }` then `y[s.0]` (a reference of a reference). Docs (a shared reference held in a local assigned `&place` or copies of such locals): translate expected if followed.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_flag_through_ref_of_ref_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let t = i.overflowing_mul(0x0100_0000_0000_0000);
        let r = &t;
        let s = &r;
        if s.1 { return; }
        let k = s.0;
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: kernel @rt28_ovf_flag_through_ref_of_ref_twin(
