//! S5 misuse (red team 28): `let (k, mut o) = ..; if n > 5 { o = false; } if o { return; }` then `y[k]`: with n > 5 the flag was overwritten. Docs (a store kills the guard; guards intersect at a join): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_flag_cleared_on_one_path(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (k, mut o) = i.overflowing_mul(0x0100_0000_0000_0000);
        if n > 5 { o = false; }
        if o { return; }
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
