//! S9 misuse (red team 29): id `block_idx_x() * (block_dim_x() + 16) + thread_idx_x()`: block 1's warps start at 48 + 32k, so `/ 32` splits them. Docs: RG0211.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_warp_rows_block_dim_plus_16(x: &[f32], y: &mut [f32], rows: u32) {
        let g = block_idx_x() * (block_dim_x() + 16) + thread_idx_x();
        if g / 32 < rows { let v = shfl_xor(g, 1); let i = thread_idx_x() as usize; if i < y.len() { y[i] = v as f32; } }
    }
}
// CHECK: error[RG0211]:
