//! S5 misuse (red team 22): `match g.overflowing_mul(1 << 56) { (v, true) => y[v] = .., _ => {} }`: the write on the flag's 1 edge (only overflowing threads, g >= 256, write: 256 and 512 both write `y[0]`). Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_match_pair_true_arm(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        match g.overflowing_mul(0x0100_0000_0000_0000u64) {
            (v, true) => {
                let k = v as usize;
                if k < y.len() {
                    y[k] = x[0];
                }
            }
            _ => {}
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
