//! S5 misuse (red team 22): `g.overflowing_mul(1 << 33).0` in u64: dbits 32 + 33 > 64; threads 0 and 2^31 write `y[0]`. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_mul_2pow33_flag_ignored(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (v, _) = g.overflowing_mul(0x2_0000_0000u64);
        let k = v as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
