//! S5 misuse (red team 28): the flag copied through negations `let p = !o; let q = !p;` (q is o), then `if q { y[k] = .. }`: the write runs only when the product wrapped. Docs (analyses.md: negated guards; the 1 edge of a guard is the overflow): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_flag_copied_negated_local(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let (k, o) = i.overflowing_mul(0x0100_0000_0000_0000);
        let p = !o;
        let q = !p;
        if q {
            if (k as usize) < y.len() { y[k as usize] = x[0]; }
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
