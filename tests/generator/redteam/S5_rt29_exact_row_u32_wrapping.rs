//! S5 misuse (red team 29): rows of 5 in u32 with wrapping arithmetic, `(g.wrapping_mul(5).wrapping_add(k)) as usize` (O0 too: wrapping_* are not checked). Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_exact_row_u32_wrapping(x: &[f32], out: &mut [f32]) {
        let g = block_idx_x() * block_dim_x() + thread_idx_x();
        for k in 0..5u32 { let j = g.wrapping_mul(5).wrapping_add(k) as usize; if j < out.len() { out[j] = x[0]; } }
    }
}
// CHECK: error[RG0201]:{{.*}}`out[
