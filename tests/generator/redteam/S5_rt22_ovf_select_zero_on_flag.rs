//! S5 misuse (red team 22): `let k = if o { 0 } else { v }` after `g.overflowing_mul(1 << 56)`: the value is read only past the flag's 0 edge (so it is exact), but every overflowing thread writes `y[0]`. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt22_ovf_select_zero_on_flag(x: &[f32], y: &mut [f32]) {
        let g = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (v, o) = g.overflowing_mul(0x0100_0000_0000_0000u64);
        let k = if o { 0 } else { v } as usize;
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
