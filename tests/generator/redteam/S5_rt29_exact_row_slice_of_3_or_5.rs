//! S5 misuse (red team 29): the enumerated slice is `&a3` or `&a5` by a parameter (`[f32; 3]` / `[f32; 5]`) in rows of 3: with the five, counts 3 and 4 are the next row's. Docs: RG0201 (the count is below N of one array).
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_exact_row_slice_of_3_or_5(x: &[f32], out: &mut [f32], p: u32) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize; let a3: [f32; 3] = [x[0]; 3]; let a5: [f32; 5] = [x[1]; 5];
        let s: &[f32] = if p > 0 { &a3 } else { &a5 };
        for (k, v) in s.iter().enumerate() { if gid * 3 + k < out.len() { out[gid * 3 + k] = *v; } }
    }
}
// CHECK: error[RG0201]:{{.*}}`out[
