//! S5 misuse (red team 28): `if let Some(l) = y[..i / 2 + 1].last_mut() { *l = .. }` (threads 2k, 2k+1 write y[k]). Docs (S5): RG0201 or RG0203.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_range_to_mut_last_of_prefix(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        if i / 2 < y.len() {
            if let Some(l) = y[..i / 2 + 1].last_mut() { *l = x[0]; }
        }
    }
}
// CHECK: error[RG020{{[13]}}]:{{.*}}`y
