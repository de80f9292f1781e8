//! S5 misuse (red team 22): `g.overflowing_mul(1 << 24)` in u32, the flag ignored, then widened `as u64` and multiplied by 1 in u64 with its flag tested: the u32 wrap happened before. Threads 0 and 256 write `y[0]`. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_u32_mul_then_widen(x: &[f32], y: &mut [f32]) {
        let g = block_idx_x() * block_dim_x() + thread_idx_x();
        let (v, _) = g.overflowing_mul(0x100_0000u32);
        let (w, o) = (v as u64).overflowing_mul(1);
        if o {
            return;
        }
        let k = w as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
