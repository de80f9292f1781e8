//! S5 misuse (red team 28): `if let [_, rest @ ..] = y { rest[i / 2] = .. }` (threads 2k, 2k+1 write y[k + 1]). Docs (S5): RG0201 or RG0203.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_slice_pat_rest_half_index(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        if let [_, rest @ ..] = y {
            if i / 2 < rest.len() { rest[i / 2] = x[0]; }
        }
    }
}
// CHECK: error[RG020{{[13]}}]:{{.*}}`y
