//! S5 misuse (red team 28): `let (k0, o0) = f(i)` in a closure-free helper loop: trip 0 stores the pair in `p`, trip 1 overwrites only `p.0` with the new value (`p.0 = t.0`), leaving trip 0's flag in `p.1`; `if p.1 { return; }` then `y[p.0]`. Docs (a store kills what it overwrites; the operation re-running while ...): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_ovf_guard_kept_across_rerun(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let mut p = (0u64, true);
        for s in 0..2u64 {
            let a = if s == 0 { 1 } else { i };
            let t = a.overflowing_mul(1 << 56);
            if s == 0 { p = t; } else { p.0 = t.0; }
        }
        if p.1 { return; }
        let k = p.0;
        if (k as usize) < y.len() { y[k as usize] = x[0]; }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
