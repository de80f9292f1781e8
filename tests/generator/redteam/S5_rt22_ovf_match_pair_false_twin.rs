//! S5 twin (red team 22): `match g.overflowing_mul(1 << 56) { (v, false) => y[v] = .., _ => {} }`. Docs: translates.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_match_pair_false_twin(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        match g.overflowing_mul(0x0100_0000_0000_0000u64) {
            (v, false) => {
                let k = v as usize;
                if k < y.len() {
                    y[k] = x[0];
                }
            }
            _ => {}
        }
    }
}
// CHECK: kernel @rt22_ovf_match_pair_false_twin(
