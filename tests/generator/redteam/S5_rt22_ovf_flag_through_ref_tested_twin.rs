//! S5 twin (red team 22): the pair read through a shared reference: `let t = g.overflowing_mul(1 << 56); let r = &t; if r.1 { return; } y[r.0]`. Correct.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_flag_through_ref_tested_twin(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let t = g.overflowing_mul(0x0100_0000_0000_0000u64);
        let r = &t;
        if r.1 {
            return;
        }
        let k = r.0 as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: kernel @rt22_ovf_flag_through_ref_tested_twin(
