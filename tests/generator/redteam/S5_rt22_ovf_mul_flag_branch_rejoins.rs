//! S5 misuse (red team 22): `if o { c += 1.0 }` tests the flag of `g.overflowing_mul(1 << 56)`, but both edges rejoin before `y[v]`: the write is not only past the 0 edge. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_mul_flag_branch_rejoins(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (v, o) = g.overflowing_mul(0x0100_0000_0000_0000u64);
        let mut c = x[0];
        if o {
            c += 1.0;
        }
        let k = v as usize;
        if k < y.len() {
            y[k] = c;
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
