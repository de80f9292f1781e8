//! S5 misuse (red team 28): `let w = &y[i..=i + 1]; y[i] = w[1]` (thread i reads y[i + 1], thread i + 1 writes it). Docs (S5): RG0201 or RG0203 naming `y`.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_range_inclusive_read_of_mut_param(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        if i + 1 < y.len() {
            let w = &y[i..=i + 1];
            let v = w[1];
            y[i] = v;
        }
    }
}
// CHECK: error[RG020{{[13]}}]:{{.*}}`y
