//! S5 misuse (red team 22): the wrapped `g.overflowing_mul(1 << 56).0` stored in an array `[v, 0]` and read back as `a[0]` (the docs follow array literals' elements): threads 0 and 256 write `y[0]`. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_value_in_array_ignored(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let r = g.overflowing_mul(0x0100_0000_0000_0000u64);
        let a = [r.0, 0];
        let k = a[0] as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
