//! S5 misuse (red team 28): `let g = o && n > 0; if g { return; }` then `y[k]`: with n == 0 the wrapped value is written. Docs (analyses.md: any other store into a guard removes it): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_flag_and_param_stored(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (k, o) = i.overflowing_mul(0x0100_0000_0000_0000);
        let g = o && n > 0;
        if g { return; }
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
