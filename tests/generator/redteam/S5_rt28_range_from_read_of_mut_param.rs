//! S5 misuse (red team 28): a read-only range of the `&mut` parameter: `let s: f32 = y[i..].iter().sum(); y[i] = s` (thread i reads y[i + 1..], which other threads write). Docs (S5: a read of a sub-slice of a `&mut` parameter others write, RG0203): RG0201 or RG0203 naming `y`.
#![no_std]
#![allow(unused)]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt28_range_from_read_of_mut_param(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as u64;
        let i = i as usize;
        if i < y.len() {
            let s: f32 = y[i..].iter().sum();
            y[i] = s;
        }
    }
}
// CHECK: error[RG020{{[13]}}]:{{.*}}`y
