//! S5 misuse (red team 23): `y.split_at_mut(n)` at a uniform `n`; thread 0 writes `r.last_mut()` (element `len - 1` of y), every thread i != 1 writes `r[i]`: thread `r.len() - 1` and thread 0 write the same element. rustc's O3 MIR writes the last element as `[-1 of 1]`, which rsgpu-gen's message prints as `y[n + 1]`; a model of it as index 1 would see no collision beside the `i != 1` guard. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt23_last_mut_split_half_vs_own(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (n as usize) <= y.len() {
            let (_l, r) = y.split_at_mut(n as usize);
            if i == 0 {
                if let Some(f) = r.last_mut() {
                    *f = x[0];
                }
            }
            if i != 1 && i < r.len() {
                r[i] = x[0] + 1.0;
            }
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y
