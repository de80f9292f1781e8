//! S5 misuse (red team 22): `(gid as usize).overflowing_mul(1 << 60).0`: in usize, dbits 32 + 60 > 64; threads 0 and 16 write `y[0]`. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_usize_mul_flag_ignored(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let (k, _) = g.overflowing_mul(0x1000_0000_0000_0000usize);
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
