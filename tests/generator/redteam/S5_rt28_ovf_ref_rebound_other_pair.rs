//! S5 misuse (red team 28): `let mut r = &a; if r.1 { return; } r = &b; y[r.0]` (the reference re-bound to another pair after the test). Docs (a reference assigned only `&place`... once; a flag of another pair guards nothing): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_ref_rebound_other_pair(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let a = i.overflowing_mul(0x0100_0000_0000_0000);
        let b = (i + 1).overflowing_mul(0x0100_0000_0000_0000);
        let mut r = &a;
        if r.1 { return; }
        r = &b;
        let k = r.0;
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
