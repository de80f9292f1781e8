//! S5 misuse (red team 28): `let s = &mut y[i / 2..]; s[0] = ..` (threads 2k, 2k+1 write y[k]). Docs (analyses.md: `&mut y[a..]` refused, RG0101 `RangeFrom` at O0, RG0201 at O3; calls.md: no row): RG0201 (S5) — another code is 'refused with another code'.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_range_from_mut_half(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        if i / 2 < y.len() {
            let s = &mut y[i / 2..];
            s[0] = x[0];
        }
    }
}
// CHECK: error[RG020{{[13]}}]:{{.*}}`y
