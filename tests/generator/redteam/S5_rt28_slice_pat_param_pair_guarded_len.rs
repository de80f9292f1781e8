//! S5 misuse (red team 28): `if let [a, b] = y { if i < 2 { *a = .. } }` — threads 0 and 1 both write `a` (y[0]). Docs (S5): RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_slice_pat_param_pair_guarded_len(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        if let [a, _b] = y {
            if i < 2 { *a = x[i % x.len()]; }
        }
    }
}
// CHECK: error[RG020{{[13]}}]:{{.*}}`y
